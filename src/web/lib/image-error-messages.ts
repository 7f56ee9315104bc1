import { registerErrorMessages } from './error-messages';

// Loaded with the image uploads (Tanya Soal's photo, the admin's figures): their server error
// codes in Indonesian.
registerErrorMessages({
  'image.file_required': 'Pilih gambar soal terlebih dahulu.',
  'image.one_file_only': 'Kirim satu gambar saja.',
  'image.empty_file': 'File kosong.',
  'image.unreadable': 'Gambar tidak dapat dibaca. Coba foto ulang.',
  'image.unsupported_type': 'Hanya gambar JPEG, PNG, WebP, atau AVIF yang diterima.',
  'image.file_too_large': 'Ukuran gambar maksimal 10 MB.',
  // Only uploads send bodies this large, so the limit is the photo's.
  'request.body_too_large': 'Ukuran gambar maksimal 10 MB.',
  'image.too_many_pixels': 'Resolusi gambar terlalu besar.',
  'server.storage_unavailable': 'Penyimpanan gambar sedang tidak dapat dihubungi. Coba unggah lagi sebentar lagi.',
});
