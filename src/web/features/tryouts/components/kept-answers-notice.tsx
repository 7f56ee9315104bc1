import { useEffect, useState } from 'react';
import { dropKeptAnswers, readKeptAnswers } from '../kept-answers';

/**
 * Back on the sitting after a login, with answers kept from when the session ended whose section
 * has ended since: they are dropped, and the learner is told. (Kept answers of the section still
 * running are the runner's, which sends them.)
 */
export function KeptAnswersNotice({ tryoutId, userId, currentSectionId }: { tryoutId: string; userId: string; currentSectionId: string | null }) {
  const [lostSectionName] = useState(() => {
    const kept = readKeptAnswers(tryoutId, userId);
    return kept && kept.sectionId !== currentSectionId ? kept.sectionName : null;
  });
  useEffect(() => {
    if (lostSectionName) dropKeptAnswers(tryoutId, userId);
  }, [lostSectionName, tryoutId, userId]);
  if (!lostSectionName) return null;
  return (
    <p role="alert" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
      Jawaban yang belum tersimpan saat sesi Anda berakhir tidak dikirim, karena bagian {lostSectionName} sudah berakhir. Jawaban yang sudah tersimpan sebelumnya tetap
      dihitung.
    </p>
  );
}
