import { z } from 'zod';

export const ZEmailField = z.string().trim().min(1, 'Email wajib diisi.').pipe(z.email('Format email tidak valid.'));

export const ZRequiredPassword = z.string().min(1, 'Password wajib diisi.');
