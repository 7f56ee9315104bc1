// How the tryout pages write dates and durations (issue 36). A tryout's window is shown in WIB
// (Asia/Jakarta), as the admin set it, whatever zone the phone is in.

export const TRYOUT_TIME_ZONE = 'Asia/Jakarta';

const dateTimeFormat = new Intl.DateTimeFormat('id-ID', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TRYOUT_TIME_ZONE,
});

/** 'Jum, 27 Nov 2026 19.00 WIB' */
export const formatTryoutTime = (iso: string) => `${dateTimeFormat.format(new Date(iso)).replaceAll(',', '').replace(' pukul', '')} WIB`;

/** '45 menit', '1 jam 30 menit' */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

/** The sections in one line: '2 bagian · 20 soal · 1 jam 30 menit'. */
export function sectionsSummary(sections: ReadonlyArray<{ durationSeconds: number; problemCount: number }>): string {
  const problems = sections.reduce((sum, section) => sum + section.problemCount, 0);
  const seconds = sections.reduce((sum, section) => sum + section.durationSeconds, 0);
  return `${sections.length} bagian · ${problems} soal · ${formatDuration(seconds)}`;
}
