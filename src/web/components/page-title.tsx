const APP_NAME = 'Latihan Soal Matematika';

/** React 19 hoists <title> into <head>, so each page names itself for tabs and screen readers. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${APP_NAME}` : APP_NAME}</title>;
}
