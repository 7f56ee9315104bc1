import { registerErrorMessages } from '../../lib/error-messages';

// Loaded with the sign-in form (credentials-form.tsx) and the other account pages: their server error codes in Indonesian.
registerErrorMessages({
  'auth.invalid_email_or_password': 'Email atau password salah.',
  'auth.user_already_exists': 'Email sudah terdaftar.',
  'auth.user_already_exists_use_another_email': 'Email sudah terdaftar.',
  'auth.email_not_verified': 'Email belum diverifikasi. Silakan cek email Anda untuk tautan verifikasi.',
  'auth.password_too_short': 'Password minimal 8 karakter.',
  'auth.password_too_long': 'Password terlalu panjang (maks. 128 karakter).',
  'auth.password_too_common': 'Password terlalu umum. Gunakan password yang lebih sulit ditebak.',
  'auth.invalid_email': 'Format email tidak valid.',
  'auth.invalid_token': 'Tautan tidak valid atau sudah dipakai. Minta tautan baru lewat "Lupa password?".',
  'auth.token_expired': 'Tautan sudah kedaluwarsa. Minta tautan baru lewat "Lupa password?".',
  'auth.invalid_password': 'Password saat ini salah.',
  'auth.sign_up_paused': 'Pendaftaran sedang ditutup sementara karena terlalu banyak akun menunggu verifikasi. Coba lagi nanti.',
});
