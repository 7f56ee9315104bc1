import type { Context } from 'hono';
import { imageErrors } from './image.errors';

// The one image of a multipart/form-data upload, in field `image`; anything else is refused.
export async function readSingleImageUpload(c: Context): Promise<Uint8Array> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw imageErrors.fileRequired();
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw imageErrors.fileRequired();
  }
  const fields = Object.entries(form);
  const files = fields.flatMap(([, value]) => (Array.isArray(value) ? value : [value])).filter((value) => value instanceof File);
  if (files.length > 1 || fields.length > 1) throw imageErrors.oneFileOnly();
  const image = form.image;
  if (!(image instanceof File)) throw imageErrors.fileRequired();
  return new Uint8Array(await image.arrayBuffer());
}
