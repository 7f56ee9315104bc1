import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../http/app-error';
import { imageErrors } from './image.errors';

// What the bytes are, not what the name or Content-Type claim. HEIC is listed because phones
// send it; it is accepted only when this sharp build can decode it.
const ACCEPTED_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif']);
const MAX_EDGE = 2560;

export type ProcessedImage = { body: Buffer; extension: 'jpg' | 'png'; contentType: 'image/jpeg' | 'image/png' };

// Re-encodes the photo: EXIF orientation applied, then every metadata block (GPS included)
// dropped, the long edge capped. A pixel limit stops decompression bombs before decoding.
export type ImageLimits = { maxBytes: number; maxPixels: number };

export async function processUploadedImage(bytes: Uint8Array, { maxBytes, maxPixels }: ImageLimits): Promise<ProcessedImage> {
  if (bytes.length === 0) throw imageErrors.emptyFile();
  if (bytes.length > maxBytes) throw imageErrors.fileTooLarge(maxBytes);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_MIME_TYPES.has(detected.mime)) throw imageErrors.unsupportedType();
  const keepsPng = detected.mime === 'image/png';
  // Loaded on the first upload: libvips takes about 20 MB of memory, and most servers' days have few uploads.
  const { default: sharp } = await import('sharp');
  try {
    const metadata = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) throw imageErrors.tooManyPixels(maxPixels);
    const pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const body = keepsPng ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return keepsPng ? { body, extension: 'png', contentType: 'image/png' } : { body, extension: 'jpg', contentType: 'image/jpeg' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw imageErrors.tooManyPixels(maxPixels);
    if (/heif|heic|compression format|codec|unsupported/i.test(message)) throw imageErrors.unsupportedType();
    throw imageErrors.unreadableImage();
  }
}
