// What the teacher will see, said wherever a learner joins (issue 35, privacy).
export const PRIVACY_NOTICE =
  'Guru kelas ini dapat melihat nama, email, dan hasil latihan Anda pada tugas kelas ini. Foto Tanya Soal, bookmark, dan laporan soal Anda tidak terlihat oleh guru.';

export function PrivacyNotice() {
  return (
    <p className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm leading-relaxed text-sky-900">
      <span className="font-semibold">Privasi: </span>
      {PRIVACY_NOTICE}
    </p>
  );
}
