import { NOT_A_NUMBER_MESSAGE } from '../../core/answer-mode';
import { formatIndonesianNumber, readIndonesianNumber } from '../../core/numeric-answer';

type NumberAnswerHelpProps = { idPrefix: string; text: string; isRefused: boolean };

/**
 * Under a number-mode field (issue 14): how the answer typed so far is read ('dibaca: 2,5'), so a
 * typo is caught before it costs an attempt, and the server's 'not a number' once it refused one.
 * In a chunk of its own, with the reader, fetched once the page is interactive: the problem page's
 * first load does not carry it. The server reads the answer again and is the only judge.
 */
export function NumberAnswerHelp({ idPrefix, text, isRefused }: NumberAnswerHelpProps) {
  const value = text.trim() === '' ? null : readIndonesianNumber(text);
  const reading = text.trim() === '' ? '' : value ? `dibaca: ${formatIndonesianNumber(value)}` : 'belum terbaca sebagai angka';
  return (
    <>
      <p id={`${idPrefix}-reading`} className={`mt-2 min-h-5 text-sm ${value || !reading ? 'text-slate-700' : 'text-amber-800'}`}>
        {reading}
      </p>
      {isRefused ? (
        <p id={`${idPrefix}-invalid`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {NOT_A_NUMBER_MESSAGE}
        </p>
      ) : null}
    </>
  );
}
