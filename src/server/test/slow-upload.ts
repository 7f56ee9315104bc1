import http from 'node:http';
import { sleep } from './crash-server';

/**
 * A Tanya Soal photo sent to `baseUrl` as a multipart upload in `pieces` over `overMs`, as from a
 * phone on slow mobile data. `started` resolves once the server has had the first piece for one
 * piece's time; `answered` with the response.
 */
export function slowPhotoUpload({ baseUrl, origin, cookie, photo, overMs, pieces = 10 }: { baseUrl: string; origin: string; cookie: string; photo: Buffer; overMs: number; pieces?: number }) {
  const boundary = 'lsm-slow-upload-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="soal.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(new URL('/math/api/questions', baseUrl), {
      method: 'POST',
      headers: { origin, cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    const pieceBytes = Math.ceil(body.length / pieces);
    void (async () => {
      for (let piece = 0; piece < pieces; piece += 1) {
        request.write(body.subarray(piece * pieceBytes, (piece + 1) * pieceBytes));
        await sleep(overMs / pieces);
        if (piece === 0) markStarted();
      }
      request.end();
    })();
  });
  return { started, answered };
}
