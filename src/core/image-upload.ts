// The image uploads' limits (Tanya Soal's photo, the admin's figures), shared by the server, which
// enforces them (server/images, server/app.ts), and the messages that name them (issue 53.6).
// UPLOAD_LIMIT_BYTES may lower or raise the size on a server; its refusal then carries the real
// limit in its details, which the message prefers.

export const IMAGE_UPLOAD_DEFAULTS = { maxBytes: 10_000_000, maxPixels: 40_000_000 } as const;

/** What the server accepts by the file's bytes (server/images/image-processing.ts; HEIC only where sharp decodes it). */
export const ACCEPTED_IMAGE_TYPES_TEXT = 'JPEG, PNG, WebP, atau AVIF';

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** 10_000_000 → '10 MB' (decimal megabytes, as the server's limit is set). */
export const megabytesText = (bytes: number) => `${decimal.format(bytes / 1_000_000)} MB`;

/** 40_000_000 → '40 megapiksel'. */
export const megapixelsText = (pixels: number) => `${decimal.format(pixels / 1_000_000)} megapiksel`;

const positiveNumberIn = (details: unknown, key: string): number | undefined => {
  const value = details && typeof details === 'object' ? (details as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * The Indonesian text of an image upload's refusal that names its cause and the limit, from the
 * server's code and details; undefined for a code that is not about the image itself.
 */
export function imageUploadRefusalText(code: string, details: unknown): string | undefined {
  switch (code) {
    case 'image.file_too_large':
    case 'request.body_too_large': // Only uploads send bodies this large; the multipart body's limit is the file's.
      return `Gambar terlalu besar (maksimal ${megabytesText(positiveNumberIn(details, 'limitBytes') ?? IMAGE_UPLOAD_DEFAULTS.maxBytes)}). Perkecil atau kompres gambarnya, lalu unggah lagi.`;
    case 'image.unsupported_type':
      return `Jenis file tidak didukung: gunakan gambar ${ACCEPTED_IMAGE_TYPES_TEXT}.`;
    case 'image.too_many_pixels':
      return `Resolusi gambar terlalu besar (maksimal ${megapixelsText(positiveNumberIn(details, 'maxPixels') ?? IMAGE_UPLOAD_DEFAULTS.maxPixels)}). Perkecil ukuran gambarnya, lalu unggah lagi.`;
    case 'image.empty_file':
      return 'File kosong. Pilih file gambar lain.';
    case 'image.unreadable':
      return 'Gambar tidak dapat dibaca (file rusak atau bukan gambar). Coba simpan ulang atau foto ulang.';
    default:
      return undefined;
  }
}
