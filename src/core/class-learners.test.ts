import { describe, expect, it } from 'vitest';
import { contactEmail, learnerName } from './class-learners';

describe('how a teacher sees a learner', () => {
  it.each([
    ['their own name, trimmed', { name: '  Siti Nur’aini ', email: 'siti@contoh.id', loginName: null }, 'Siti Nur’aini'],
    ['the address when they have no name yet', { name: '', email: 'budi@contoh.id', loginName: null }, 'budi@contoh.id'],
    ['a name of spaces counts as none', { name: '   ', email: 'budi@contoh.id', loginName: null }, 'budi@contoh.id'],
    ["a pupil's login name, never the placeholder address", { name: '', email: 'yrq5a89-07@siswa.invalid', loginName: 'yrq5a89-07' }, 'yrq5a89-07'],
    ['a pupil with a name by that name', { name: 'Dewi', email: 'yrq5a89-08@siswa.invalid', loginName: 'yrq5a89-08' }, 'Dewi'],
  ])('is named by %s', (_, learner, shown) => {
    expect(learnerName(learner)).toBe(shown);
  });

  it('has no address to write to while theirs is a placeholder', () => {
    expect(contactEmail('yrq5a89-07@siswa.invalid')).toBeNull();
    expect(contactEmail('YRQ5A89-07@SISWA.INVALID')).toBeNull();
    expect(contactEmail('siti@contoh.id')).toBe('siti@contoh.id');
  });
});
