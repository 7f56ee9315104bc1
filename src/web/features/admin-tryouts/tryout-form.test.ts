import { describe, expect, it } from 'vitest';
import { formFromTryout, isEdited, moved, requestFromForm } from './tryout-form';

const tryout = {
  title: 'Tryout SNBT #1',
  description: null,
  opensAt: '2026-11-28T01:00:00.000Z',
  closesAt: '2026-11-29T16:59:00.000Z',
  sections: [
    { id: 'a1b2', name: 'Penalaran Matematika', durationSeconds: 1800, problems: [{ problemId: 'PR-AAAA', questionText: 'Berapakah 2 + 2?', subtopicName: 'Aritmetika', isPublished: true }] },
  ],
};

describe('the tryout editor form', () => {
  it('shows the window in WIB and durations in minutes, and sends them back unchanged', () => {
    const form = formFromTryout(tryout);
    expect(form.opensAt).toBe('2026-11-28T08:00');
    expect(form.sections[0]!.minutes).toBe('30');
    expect(requestFromForm(form, '2026-11-27T00:00:00.000Z')).toEqual({
      title: 'Tryout SNBT #1',
      description: '',
      opensAt: '2026-11-28T01:00:00.000Z',
      closesAt: '2026-11-29T16:59:00.000Z',
      sections: [{ id: 'a1b2', name: 'Penalaran Matematika', durationSeconds: 1800, problemIds: ['PR-AAAA'] }],
      updatedAt: '2026-11-27T00:00:00.000Z',
    });
  });

  it('tells an edit from the saved tryout', () => {
    const saved = formFromTryout(tryout);
    expect(isEdited(formFromTryout(tryout), saved)).toBe(false);
    expect(isEdited({ ...saved, title: 'Tryout SNBT #2' }, saved)).toBe(true);
    expect(isEdited({ ...saved, sections: [{ ...saved.sections[0]!, minutes: '45' }] }, saved)).toBe(true);
    expect(isEdited({ ...saved, sections: [] }, saved)).toBe(true);
  });

  it('moves an item within its list', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
