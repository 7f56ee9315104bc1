// 8 is the floor NIST SP 800-63B sets for user-chosen passwords; 128 leaves room for
// pass-phrases and password managers while bounding the cost of hashing.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The most used passwords in breach corpora, plus the Indonesian favourites; refused at sign-up.
const COMMON_PASSWORDS = new Set(
  `12345678 123456789 1234567890 12345678910 password password1 password123 passw0rd p@ssw0rd p@ssword
  qwertyuiop qwerty123 qwertyui 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx asdfghjkl asdfasdf iloveyou iloveyou1
  11111111 00000000 88888888 87654321 12341234 11223344 123123123 123321123 abcd1234 abc12345 abcdefgh
  sunshine princess football baseball welcome1 welcome123 admin123 administrator letmein1 trustno1 superman
  batman123 starwars dragon123 monkey123 michael1 whatever computer internet 1234qwer qwer1234 q1w2e3r4
  indonesia indonesia1 indonesia123 bismillah bismillah123 alhamdulillah sayang123 sayangku sayangkamu
  rahasia rahasia123 katasandi katasandi123 jakarta123 bandung123 surabaya123 merdeka45 garuda123
  matematika matematika123 sekolah123 belajar123 latihan123 password12 password1234 passwordku
  aaaaaaaa 12121212 13131313 69696969 123456789a a123456789 qazwsxedc google123 samsung123`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return true;
  // One character repeated, or a plain ascending/descending digit run.
  if (/^(.)\1+$/.test(password)) return true;
  return '0123456789012345678901234567890'.includes(password) || '9876543210987654321098765432109'.includes(password);
}
