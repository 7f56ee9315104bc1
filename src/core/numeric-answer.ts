// A learner's typed answer to a numeric problem, read the way an Indonesian teacher reads it:
// decimal comma, thousands dot. Every value is an exact BigInt fraction, so 1/3 never becomes
// 0,333… and 0,1 + 0,2 is exactly 0,3. Reading is a hand-written scan of at most
// NUMBER_ANSWER_MAX_LENGTH characters: no regex ever sees a learner's text.

// Always reduced to lowest terms with denominator > 0n; zero is { numerator: 0n, denominator: 1n }.
export type TExactNumber = { numerator: bigint; denominator: bigint };

export const NUMBER_ANSWER_MAX_LENGTH = 60;

// 10^100 is already far beyond any school answer; a bigger exponent only costs BigInt work.
const MAX_EXPONENT = 100;
// Past this many decimals a fraction says more than its decimal expansion does.
const MAX_FORMATTED_DECIMALS = 12;

// En dash too: phone keyboards and word processors turn '-' into one.
const SIGNS = new Set(['+', '-', '\u2212', '\u2013']);
const TIMES_SIGNS = new Set(['\u00d7', 'x', 'X', '*', '\u00b7']);
const SUPERSCRIPT_DIGITS = new Map([
  ['\u2070', '0'],
  ['\u00b9', '1'],
  ['\u00b2', '2'],
  ['\u00b3', '3'],
  ['\u2074', '4'],
  ['\u2075', '5'],
  ['\u2076', '6'],
  ['\u2077', '7'],
  ['\u2078', '8'],
  ['\u2079', '9'],
]);
const SUPERSCRIPT_SIGNS = new Map([
  ['\u207a', '+'],
  ['\u207b', '-'],
]);
// Every complete vulgar fraction Unicode has, not only the common ½ ¼ ¾ ⅓ ⅔ ⅕ ⅛: a learner
// who finds ⅜ on their keyboard means three eighths.
const VULGAR_FRACTIONS = new Map<string, readonly [bigint, bigint]>([
  ['\u00bd', [1n, 2n]],
  ['\u00bc', [1n, 4n]],
  ['\u00be', [3n, 4n]],
  ['\u2153', [1n, 3n]],
  ['\u2154', [2n, 3n]],
  ['\u2155', [1n, 5n]],
  ['\u2156', [2n, 5n]],
  ['\u2157', [3n, 5n]],
  ['\u2158', [4n, 5n]],
  ['\u2159', [1n, 6n]],
  ['\u215a', [5n, 6n]],
  ['\u2150', [1n, 7n]],
  ['\u215b', [1n, 8n]],
  ['\u215c', [3n, 8n]],
  ['\u215d', [5n, 8n]],
  ['\u215e', [7n, 8n]],
  ['\u2151', [1n, 9n]],
  ['\u2152', [1n, 10n]],
]);

// null means the text is not a number at all, which the learner should be told ('invalid'),
// not graded as a wrong answer.
export function readIndonesianNumber(text: string): TExactNumber | null {
  // trim() is linear and knows every Unicode space, NBSP included; the length cap comes before
  // any other work so a pasted essay costs nothing.
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > NUMBER_ANSWER_MAX_LENGTH) return null;

  let start = 0;
  let negative = false;
  const first = trimmed[0] ?? '';
  if (SIGNS.has(first)) {
    negative = first !== '+';
    start = 1;
    while (isSpace(trimmed[start])) start += 1;
  }
  const magnitude = readUnsigned(trimmed.slice(start));
  if (magnitude === null) return null;
  // BigInt has no negative zero, so '-0' reads as plain 0.
  return negative ? { numerator: -magnitude.numerator, denominator: magnitude.denominator } : magnitude;
}

export function isNumericAnswerText(text: string): boolean {
  return readIndonesianNumber(text) !== null;
}

// What we show back as "we read your answer as …": an Indonesian decimal when it is exact and
// short, otherwise the fraction.
export function formatIndonesianNumber(value: TExactNumber): string {
  // Not a number; shown as it is rather than looping on factors of zero below.
  if (value.denominator === 0n) return `${value.numerator}/0`;
  const { numerator, denominator } = exact(value.numerator, value.denominator);
  const places = decimalPlaces(denominator);
  if (places === null || places > MAX_FORMATTED_DECIMALS) return `${numerator}/${denominator}`;

  const negative = numerator < 0n;
  const unit = 10n ** BigInt(places);
  // Exact: the denominator divides 10^places. Minimal places means no trailing zero to strip.
  const scaled = ((negative ? -numerator : numerator) * unit) / denominator;
  const whole = groupThousands((scaled / unit).toString());
  const decimals = places === 0 ? '' : `,${(scaled % unit).toString().padStart(places, '0')}`;
  return `${negative ? '-' : ''}${whole}${decimals}`;
}

// Cross-multiplied, so an unreduced value someone built by hand still compares correctly.
export function sameNumber(a: TExactNumber, b: TExactNumber): boolean {
  if (a.denominator === 0n || b.denominator === 0n) return false;
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

// |expected - actual| <= tolerance, decided exactly: 1/3 is not 0,3333333333 without a tolerance.
// A negative tolerance is taken as its size (a stored ±0,01 written as -0,01), not as "nothing
// is ever close enough".
export function isWithinTolerance(expected: TExactNumber, actual: TExactNumber, tolerance: TExactNumber | null): boolean {
  if (tolerance === null || tolerance.numerator === 0n) return sameNumber(expected, actual);
  if (expected.denominator === 0n || actual.denominator === 0n || tolerance.denominator === 0n) return false;
  const e = withPositiveDenominator(expected);
  const a = withPositiveDenominator(actual);
  const t = withPositiveDenominator(tolerance);
  // |en/ed - an/ad| = |en·ad - an·ed| / (ed·ad), then cross-multiplied with tn/td.
  const gapNumerator = abs(e.numerator * a.denominator - a.numerator * e.denominator);
  const gapDenominator = e.denominator * a.denominator;
  return gapNumerator * t.denominator <= abs(t.numerator) * gapDenominator;
}

// Text after the sign and the spaces that may follow it; never starts with a space.
function readUnsigned(text: string): TExactNumber | null {
  if (text === '') return null;
  if (text.includes('/')) return readFraction(text);
  const vulgar = VULGAR_FRACTIONS.get(text.at(-1) ?? '');
  if (vulgar !== undefined) return readWithVulgarFraction(text.slice(0, -1), vulgar);
  const powerAt = indexOfPower(text);
  if (powerAt !== -1) return readPowerOfTen(text, powerAt);
  const eAt = indexOfE(text);
  if (eAt !== -1) return readENotation(text, eAt);
  return readDecimal(text);
}

// '5/2', '5 / 2', and mixed numbers '2 1/2'. Only plain digits: '1.000/3' or '2,5/2' is more
// likely a typo than something a teacher would accept.
function readFraction(text: string): TExactNumber | null {
  const slash = text.indexOf('/');
  if (text.includes('/', slash + 1)) return null;
  const denominatorText = text.slice(slash + 1).trimStart();
  if (!isDigits(denominatorText)) return null;
  const denominator = BigInt(denominatorText);
  if (denominator === 0n) return null;

  const left = text.slice(0, slash).trimEnd();
  const gap = indexOfSpace(left);
  if (gap === -1) return isDigits(left) ? exact(BigInt(left), denominator) : null;

  const wholeText = left.slice(0, gap);
  const numeratorText = left.slice(gap).trimStart();
  if (!isDigits(wholeText) || !isDigits(numeratorText)) return null;
  const numerator = BigInt(numeratorText);
  // '2 5/2' is not how anyone writes 4½: more likely two answers or a typo.
  if (numerator >= denominator) return null;
  return exact(BigInt(wholeText) * denominator + numerator, denominator);
}

// '½', '2½', '2 ½'.
function readWithVulgarFraction(wholePart: string, [numerator, denominator]: readonly [bigint, bigint]): TExactNumber | null {
  const wholeText = wholePart.trimEnd();
  if (wholeText === '') return exact(numerator, denominator);
  if (!isDigits(wholeText)) return null;
  return exact(BigInt(wholeText) * denominator + numerator, denominator);
}

// '2,5 × 10^3', '3*10^8', '10^{-2}', '2 × 10³', '10⁻²'. powerAt is the '^' or the first
// superscript character; what precedes it must end in the base 10.
function readPowerOfTen(text: string, powerAt: number): TExactNumber | null {
  const exponent = text[powerAt] === '^' ? readCaretExponent(text.slice(powerAt + 1)) : readSuperscriptExponent(text.slice(powerAt));
  if (exponent === null) return null;
  const beforePower = text.slice(0, powerAt);
  if (!beforePower.endsWith('10')) return null;
  const factorText = beforePower.slice(0, -2).trimEnd();
  if (factorText === '') return scaleByPowerOfTen(exact(1n, 1n), exponent);
  if (!TIMES_SIGNS.has(factorText.at(-1) ?? '')) return null;
  const mantissa = readDecimal(factorText.slice(0, -1).trimEnd());
  return mantissa === null ? null : scaleByPowerOfTen(mantissa, exponent);
}

// '1e3', '2,5E-2'. No spaces around the e: '2,5 e3' is not calculator notation.
function readENotation(text: string, eAt: number): TExactNumber | null {
  const exponent = readSignedInteger(text.slice(eAt + 1));
  if (exponent === null) return null;
  const mantissa = readDecimal(text.slice(0, eAt));
  return mantissa === null ? null : scaleByPowerOfTen(mantissa, exponent);
}

function readCaretExponent(text: string): number | null {
  if (text.startsWith('{')) return text.endsWith('}') ? readSignedInteger(text.slice(1, -1)) : null;
  return readSignedInteger(text);
}

function readSuperscriptExponent(text: string): number | null {
  let ascii = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    const sign = index === 0 ? SUPERSCRIPT_SIGNS.get(character) : undefined;
    const digit = sign ?? SUPERSCRIPT_DIGITS.get(character);
    if (digit === undefined) return null;
    ascii += digit;
  }
  return readSignedInteger(ascii);
}

// An optionally signed integer of at most MAX_EXPONENT in size; leading zeros are fine.
function readSignedInteger(text: string): number | null {
  const digits = SIGNS.has(text[0] ?? '') ? text.slice(1) : text;
  if (!isDigits(digits)) return null;
  let firstSignificant = 0;
  while (firstSignificant < digits.length - 1 && digits[firstSignificant] === '0') firstSignificant += 1;
  const significant = digits.slice(firstSignificant);
  // Checked by length first so no huge digit string is ever converted.
  if (significant.length > 3 || Number(significant) > MAX_EXPONENT) return null;
  const size = Number(significant);
  return text[0] === '+' || digits === text ? size : -size;
}

// The decimal rules, for a plain number or a mantissa: unsigned, no leading space.
function readDecimal(text: string): TExactNumber | null {
  const comma = text.indexOf(',');
  if (comma !== -1) {
    // A decimal comma: after it plain digits only, so '1,2,3', '1,234.5' and '5,' are refused.
    const decimals = text.slice(comma + 1);
    if (!isDigits(decimals)) return null;
    const whole = text.slice(0, comma);
    const wholeDigits = whole === '' ? '' : readGroupedInteger(whole);
    return wholeDigits === null ? null : fromDigits(wholeDigits, decimals);
  }
  const grouped = readGroupedInteger(text);
  if (grouped !== null) return fromDigits(grouped, '');
  // A single dot that is not a thousands grouping is a decimal point: '2.5' from a phone's
  // English keyboard. '5.' is refused as a probable typo.
  const dot = text.indexOf('.');
  if (dot === -1 || text.includes('.', dot + 1)) return null;
  const whole = text.slice(0, dot);
  const decimals = text.slice(dot + 1);
  if ((whole !== '' && !isDigits(whole)) || !isDigits(decimals)) return null;
  return fromDigits(whole, decimals);
}

// Plain digits, or digits grouped in thousands by dots ('1.000.000') or by single spaces
// ('1 000 000'), never both. A group of thousands starts with 1–3 digits and no leading zero
// ('0.125' is a decimal, not 125) and every later group has exactly 3 digits. Returns the digits.
function readGroupedInteger(text: string): string | null {
  if (isDigits(text)) return text;
  const groups: string[] = [];
  let separator: 'dot' | 'space' | null = null;
  let group = '';
  for (const character of text) {
    if (isDigit(character)) {
      group += character;
      continue;
    }
    const kind = character === '.' ? 'dot' : isSpace(character) ? 'space' : null;
    if (kind === null || (separator !== null && kind !== separator)) return null;
    separator = kind;
    groups.push(group);
    group = '';
  }
  groups.push(group);
  const [head = '', ...rest] = groups;
  if (head.length < 1 || head.length > 3 || head.startsWith('0')) return null;
  return rest.every((later) => later.length === 3) ? groups.join('') : null;
}

function fromDigits(whole: string, decimals: string): TExactNumber {
  const digits = whole + decimals;
  return exact(BigInt(digits === '' ? '0' : digits), 10n ** BigInt(decimals.length));
}

function scaleByPowerOfTen(value: TExactNumber, exponent: number): TExactNumber {
  const power = 10n ** BigInt(Math.abs(exponent));
  return exponent >= 0 ? exact(value.numerator * power, value.denominator) : exact(value.numerator, value.denominator * power);
}

// Reduced, denominator positive, zero as 0/1. denominator must not be 0n.
export function exact(numerator: bigint, denominator: bigint): TExactNumber {
  const divisor = gcd(numerator, denominator) * (denominator < 0n ? -1n : 1n);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function withPositiveDenominator(value: TExactNumber): TExactNumber {
  return value.denominator < 0n ? { numerator: -value.numerator, denominator: -value.denominator } : value;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

// Digits after the comma of 1/denominator when it terminates (only factors 2 and 5), else null.
export function decimalPlaces(denominator: bigint): number | null {
  let rest = denominator;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos += 1;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives += 1;
  }
  return rest === 1n ? Math.max(twos, fives) : null;
}

function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? part : `${part}.${grouped}`;
  }
  return grouped;
}

function indexOfPower(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (character === '^' || SUPERSCRIPT_DIGITS.has(character) || SUPERSCRIPT_SIGNS.has(character)) return index;
  }
  return -1;
}

// The one e or E of calculator notation; a second one makes the text unreadable.
function indexOfE(text: string): number {
  let found = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] !== 'e' && text[index] !== 'E') continue;
    if (found !== -1) return -1;
    found = index;
  }
  return found;
}

function indexOfSpace(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    if (isSpace(text[index])) return index;
  }
  return -1;
}

function isDigits(text: string): boolean {
  if (text === '') return false;
  for (const character of text) {
    if (!isDigit(character)) return false;
  }
  return true;
}

function isDigit(character: string): boolean {
  return character >= '0' && character <= '9';
}

// The same set of spaces trim() removes, so inner and outer spaces agree.
function isSpace(character: string | undefined): boolean {
  return character !== undefined && character !== '' && character.trim() === '';
}
