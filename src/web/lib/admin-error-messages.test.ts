import { describe, expect, it } from 'vitest';
import { adminErrorMessage, failureWithReason } from './admin-error-messages';
import { ApiError } from './api-client';

const held = new ApiError({
  status: 409,
  code: 'admin.problem_held_by_tryout',
  message: 'Soal PR-AAAA1111 dipakai di tryout "Tryout SNBT 1" yang sudah terbit, jadi tidak dapat disembunyikan dari peserta.',
});

describe('admin pages and a problem a tryout holds', () => {
  it("show the server's wording, which names the problem and the tryout, after the page's own failure text", () => {
    expect(failureWithReason('Gagal mengedit!', held)).toBe(`Gagal mengedit! ${held.message}`);
    expect(adminErrorMessage(held)).toBe(held.message);
  });

  it('follow a delete refused because the content is in use with the reason in Indonesian, not the server\'s English', () => {
    const inUse = new ApiError({ status: 409, code: 'content.in_use', message: 'The content is used by a class assignment, a tryout or a Tanya Soal answer; nothing was deleted' });
    expect(failureWithReason('Gagal menghapus soal!', inUse)).toBe(
      'Gagal menghapus soal! Masih dipakai di tugas kelas, tryout atau jawaban Tanya Soal; daftarnya ada di jendela konfirmasi.',
    );
  });

  it("keep the page's own text alone for other failures, whatever the server said", () => {
    const other = new ApiError({ status: 500, code: 'server.internal_error', message: 'anything' });
    expect(failureWithReason('Gagal mengedit!', other)).toBe('Gagal mengedit!');
    expect(failureWithReason('Gagal mengedit!', new Error('network'))).toBe('Gagal mengedit!');
    expect(adminErrorMessage(other)).toBe('Terjadi kesalahan pada server. Silakan coba lagi.');
  });
});
