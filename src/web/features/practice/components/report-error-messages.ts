import { registerErrorMessages } from '../../../lib/error-messages';

// Loaded with the report dialog; shown after 'Gagal mengirim laporan: ' (spec 8).
registerErrorMessages({
  'reports.rate_limited': 'Anda terlalu sering mengirim laporan. Silakan coba lagi beberapa menit lagi.',
  'reports.already_open': 'Anda sudah melaporkan soal ini dengan jenis yang sama, dan laporan itu masih kami tinjau.',
});
