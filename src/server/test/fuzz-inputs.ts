import fc from 'fast-check';

// What the fuzz test (fuzz.test.ts) sends: hostile strings and values, bodies JSON.stringify
// cannot produce, content types, the API's field names, and bodies each route accepts.

const HUGE = 'x'.repeat(1_100_000);
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\u202e\u0000',
  '😀',
  'é'.repeat(300),
  'A'.repeat(20_000),
  "' OR 1=1 --",
  "'; drop table problems; --",
  '"; select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  '9'.repeat(400),
  '-1',
  '-9999999999999999999999',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'CA-AAAAAAAA',
  'PR-00000000',
  'pr-abcdefgh',
  '$$\\begin{x}$$',
  '${7*7}',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  0,
  -1,
  1.5,
  -1e308,
  Number.MAX_SAFE_INTEGER * 10,
  true,
  false,
  null,
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"role": "admin"}}'),
  { constructor: { prototype: { isAdmin: true } } },
  ['A', 'A', 'B'],
  { A: 'Benar', B: 'Salah' },
];
// Raw bodies JSON.stringify cannot produce.
export const RAW_BODIES = [
  '{',
  '{"a":',
  "{'a': 1}",
  'NaN',
  '[1,]',
  '{"answer": NaN}',
  '\u0000',
  '{"__proto__": {"role": "admin", "isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  '{"answer": "A", "answer": "B"}',
  '{"answer":"\\ud800"}',
  '{"answer":"\\u0000"}',
  `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  `{"answer":"${HUGE}"}`,
  HUGE,
  '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a jpeg\r\n--xyz--\r\n',
  '--xyz\r\n\r\n',
  'image=abc&x=1',
];
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/octet-stream',
  '',
];
// Field names the API knows, plus keys that try to pollute prototypes.
export const BODY_KEYS = [
  'answer', 'problemId', 'subtopicId', 'categoryName', 'description', 'topicName', 'subtopicName', 'isPublished', 'direction',
  'content', 'reportType', 'reportContent', 'reportStatus', 'role', 'status', 'adminReason', 'simpleAnswer', 'text', 'type',
  'questionText', 'options', 'answerCategories', 'solutionText', 'videoLink', 'tag', 'hasSolution', 'isPublic', 'theoryIds',
  'email', 'password', 'name', 'rememberMe', 'callbackURL', 'currentPassword', 'newPassword', 'revokeOtherSessions',
  'xpTotal', 'emailVerified', 'id', '__proto__', 'constructor', 'prototype',
];
export const QUERY_KEYS = ['q', 'page', 'pageSize', 'tz', 'categoryId', 'topicId', 'subtopicId', 'problemId', 'status', 'type', 'to', 'token', 'callbackURL', 'role', '__proto__', 'constructor'];
// Bodies each route accepts, to be bent one field at a time: hostile input then gets past the
// first check and reaches the handlers.
export function bodyTemplates(first: (name: string) => string): Record<string, () => Record<string, unknown>> {
  return {
    'POST /math/api/problems/:problemId/check': () => ({ answer: 'A' }),
    'POST /math/api/problems/:problemId/reports': () => ({ reportType: 'Saran Umum', reportContent: 'Mohon tambah pembahasan soal ini.' }),
    'POST /math/api/bookmarks': () => ({ problemId: first('problemId') }),
    'POST /math/api/admin/categories': () => ({ categoryName: 'Kategori Uji', description: 'uji' }),
    'PATCH /math/api/admin/categories/:categoryId': () => ({ isPublished: true }),
    'POST /math/api/admin/categories/:categoryId/topics': () => ({ topicName: 'Topik Uji' }),
    'PATCH /math/api/admin/topics/:topicId': () => ({ topicName: 'Topik Uji' }),
    'POST /math/api/admin/topics/:topicId/subtopics': () => ({ subtopicName: 'Subtopik Uji' }),
    'PATCH /math/api/admin/subtopics/:subtopicId': () => ({ subtopicName: 'Subtopik Uji' }),
    'POST /math/api/admin/theories': () => ({ subtopicId: first('theorySubtopicId'), content: 'Teori $x^2$' }),
    'PATCH /math/api/admin/theories/:theoryId': () => ({ content: 'Teori $x^2$' }),
    'POST /math/api/admin/problems': () => ({ subtopicId: first('subtopicId'), type: 'mcq', questionText: 'Berapa $1+1$?', options: { A: '1', B: '2' }, answer: 'B' }),
    'PUT /math/api/admin/problems/:problemId': () => ({ subtopicId: first('subtopicId'), type: 'mck', questionText: 'Q', options: { A: 'x' }, answer: { A: 'Benar' }, answerCategories: ['Benar', 'Salah'], version: 1 }),
    'POST /math/api/admin/preview': () => ({ questionText: '$x$', solutionText: '**a**' }),
    'POST /math/api/admin/preview/markup': () => ({ text: '$x$' }),
    'POST /math/api/admin/preview/simple-answer': () => ({ text: '$x$' }),
    'PATCH /math/api/admin/user-questions/:userQuestionId': () => ({ status: 'resolved', problemId: first('problemId'), simpleAnswer: '2' }),
    'PATCH /math/api/admin/users/:userId': () => ({ role: 'basic' }),
    'PATCH /math/api/admin/reports/:reportId': () => ({ reportStatus: 'resolved' }),
    'POST /math/api/auth/sign-up/email': () => ({ email: 'baru@contoh.id', password: 'kuda-laut-berlari-9', name: 'Baru' }),
    'POST /math/api/auth/sign-in/email': () => ({ email: 'nobody@contoh.id', password: 'salah-semua-123' }),
    'POST /math/api/auth/send-verification-email': () => ({ email: 'nobody@contoh.id' }),
    'POST /math/api/auth/set-password': () => ({ token: 'bukan-token', newPassword: 'baru-sekali-456' }),
    'POST /math/api/auth/change-password': () => ({ currentPassword: 'salah-semua-123', newPassword: 'baru-sekali-456' }),
    'POST /math/api/auth/request-password-reset': () => ({ email: 'nobody@contoh.id' }),
  };
}

export function encodeSegment(value: string, raw: boolean): string {
  if (raw) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return value; // a lone surrogate: the URL parser turns it into U+FFFD
  }
}

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
export const anyText = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('\u0000', '/', '%', '.', '\\'), loneSurrogate, fc.string({ minLength: 1, maxLength: 1 })), maxLength: 12 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('CA', 'TO', 'SU', 'PR', 'TH', 'RE', 'UQ', 'IM'), fc.string({ minLength: 8, maxLength: 8 })).map(([prefix, rest]) => `${prefix}-${rest}`) },
);
const jsonLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 2, arbitrary: anyText },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)) },
);
export const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), anyText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

export const queryArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), anyText, fc.boolean()), { maxLength: 4 }).map((pairs) =>
    pairs.map(([key, value, raw]) => `${key}=${encodeSegment(value, raw)}`).join('&')) },
  { weight: 1, arbitrary: fc.constantFrom('%00', 'q=%00', 'q=%ZZ', 'page=1&page=2', 'a[b]=c', '&&&=&=', 'tz=US%2FPacific-New', 'token=%00', `q=${'9'.repeat(5000)}`, 'pageSize=-1', 'page=1e400', 'page=NaN') },
);
