import { sleep } from '../crash-server';

// Requests as a browser on PUBLIC_URL (the balancer) sends them, to the balancer or straight to
// one instance; `servedBy` is the instance HAProxy picked (X-Served-By, deploy/haproxy.cfg).

/** `body`: the parsed JSON, or the bytes of anything else (an image). */
export type Reply = { status: number; body: unknown; servedBy: string | null; headers: Headers };

/** A reply's JSON as the shape the caller expects of that route. */
export const jsonOf = <T>(reply: Reply) => reply.body as T;

export function createClient(origin: string) {
  async function call(baseUrl: string, method: string, pathname: string, init: { body?: unknown; cookie?: string; headers?: Record<string, string>; form?: FormData } = {}): Promise<Reply> {
    const headers: Record<string, string> = { origin, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${baseUrl}/math/api${pathname}`, { method, headers, body, signal: AbortSignal.timeout(30_000) });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: parsed, servedBy: response.headers.get('x-served-by'), headers: response.headers };
  }

  async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
    const response = await fetch(`${baseUrl}/math/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  return { call, signIn };
}

export function imageForm(bytes: Uint8Array, fileName: string, type: string): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/** Milliseconds until `probe` is true (polled every 20 ms); throws after `limitMs`. */
export async function msUntil(what: string, probe: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < limitMs) {
    if (await probe()) return Date.now() - startedAt;
    await sleep(20);
  }
  throw new Error(`still not true after ${limitMs} ms: ${what}`);
}

export { slowPhotoUpload } from '../slow-upload';
