// A number-mode problem's tolerance is stored in a Postgres `numeric` column, which reads and
// writes plain decimals with a dot ('0.01', '1000'). These convert between that text and the exact
// values of numeric-answer.ts. Never read Postgres's text with the Indonesian reader: '1.000'
// from Postgres is one, where an Indonesian learner's '1.000' is one thousand.
import { decimalPlaces, exact, readIndonesianNumber, type TExactNumber } from './numeric-answer';

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_PLAIN_DECIMAL_LENGTH = 80;

export function plainDecimalToExact(text: string): TExactNumber | null {
  if (text.length > MAX_PLAIN_DECIMAL_LENGTH) return null;
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return exact(BigInt(whole + fraction) * (sign === '-' ? -1n : 1n), 10n ** BigInt(fraction.length));
}

// Null when the value has no finite decimal expansion (1/3), so it cannot be stored exactly.
export function exactToPlainDecimal(value: TExactNumber): string | null {
  const places = decimalPlaces(value.denominator);
  if (places === null) return null;
  const scaled = (value.numerator * 10n ** BigInt(places)) / value.denominator;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

// A number-mode tolerance as an author types it ('0,01'): a finite decimal of at least zero, as
// the numeric column stores it; null when it is not one.
export function toleranceToPlainDecimal(text: string): string | null {
  const value = readIndonesianNumber(text);
  return value && value.numerator >= 0n ? exactToPlainDecimal(value) : null;
}
