import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUPIL_PASSWORD_PATTERN } from '../../../core/pupil-login';
import { createClass, getJson, joinClass } from '../../test/classes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';

const API = '/math/api';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Card = { userId: string; name: string; loginName: string; rollNumber: number | null; password: string };

const preview = (cookie: string, classId: string, text: string) => t.request('POST', `${API}/classes/${classId}/pupils/preview`, { cookie, body: { text } });
const create = (cookie: string, classId: string, pupils: { name: string; rollNumber: number | null }[]) =>
  t.request('POST', `${API}/classes/${classId}/pupils`, { cookie, body: { pupils } });
// The file's bytes as the body, as the page sends them.
const previewFile = (cookie: string, classId: string, bytes: Uint8Array, type: string) =>
  t.app.request(`${API}/classes/${classId}/pupils/preview-file`, { method: 'POST', headers: { origin: TEST_ORIGIN, cookie, 'content-type': type }, body: new Uint8Array(bytes) });
const signInAs = (identifier: string, password: string) => t.request('POST', `${API}/auth/sign-in/email`, { body: { email: identifier, password } });

async function teacherWithClass() {
  const teacher = await t.createSignedInUser('teacher');
  const owned = await createClass(t, teacher.cookie, { name: 'VII B' });
  return { teacher, owned };
}

describe('pupils without email', () => {
  it('a pasted list is previewed row by row, then made as accounts in the class that sign in with login name and password', async () => {
    const { teacher, owned } = await teacherWithClass();
    const previewed = await preview(teacher.cookie, owned.id, '1\tAni Lestari\n\n2\tBudi Santoso\n3\t   \n4\tAni Lestari\n');
    expect(previewed.status).toBe(200);
    const { list } = await previewed.json();
    expect(list.error).toBeNull();
    expect(list.rows.map((row: { line: number; name: string; rollNumber: number; error: string | null; note: string | null }) => [row.line, row.name, row.rollNumber, row.error, row.note])).toEqual([
      [1, 'Ani Lestari', 1, null, null],
      [3, 'Budi Santoso', 2, null, null],
      [4, '', 3, 'Nama lengkap wajib diisi.', null],
      [5, 'Ani Lestari', 4, null, 'Nama sama dengan baris 1.'],
    ]);
    // Nothing was made by the preview.
    expect((await getJson(t, teacher.cookie, `/classes/${owned.id}/pupils`)).body.pupils).toEqual([]);

    const made = await create(teacher.cookie, owned.id, [
      { name: 'Ani Lestari', rollNumber: 1 },
      { name: 'Budi  Santoso ', rollNumber: 2 },
    ]);
    expect(made.status).toBe(201);
    const { cards, className } = (await made.json()) as { cards: Card[]; className: string };
    expect(className).toBe('VII B');
    const prefix = owned.code.toLowerCase();
    expect(cards.map((card) => [card.name, card.loginName, card.rollNumber])).toEqual([
      ['Ani Lestari', `${prefix}-01`, 1],
      ['Budi Santoso', `${prefix}-02`, 2],
    ]);
    for (const card of cards) expect(card.password).toMatch(PUPIL_PASSWORD_PATTERN);

    // The login name signs in, in any case and with spaces around it; the class lists the pupil.
    const signedIn = await signInAs(` ${cards[0]!.loginName.toUpperCase()} `, cards[0]!.password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const me = await getJson(t, cookie, '/me');
    expect(me.body.user).toMatchObject({ name: 'Ani Lestari', role: 'basic' });
    const classPage = await getJson(t, teacher.cookie, `/classes/${owned.id}`);
    expect(classPage.body.members.map((member: { userId: string }) => member.userId).sort()).toEqual(cards.map((card) => card.userId).sort());
    // A pupil sees what learners see, nothing a teacher or admin sees.
    expect((await getJson(t, cookie, '/classes')).status).toBe(403);
    expect((await getJson(t, cookie, '/memberships')).status).toBe(200);

    const wrong = await signInAs(cards[1]!.loginName, 'salah-salah-salah');
    expect(wrong.status).toBe(401);
    expect((await signInAs(`${prefix}-77`, cards[1]!.password)).status).toBe(401);

    // The next list of the class numbers on from the last.
    const more = await create(teacher.cookie, owned.id, [{ name: 'Citra Dewi', rollNumber: null }]);
    expect(((await more.json()) as { cards: Card[] }).cards[0]!.loginName).toBe(`${prefix}-03`);
  });

  it('the same list sent twice (a double tap) makes one set of accounts', async () => {
    const { teacher, owned } = await teacherWithClass();
    const pupils = [
      { name: 'Dewi Sartika', rollNumber: null },
      { name: 'Eko Prasetyo', rollNumber: null },
    ];
    const [first, second] = await Promise.all([create(teacher.cookie, owned.id, pupils), create(teacher.cookie, owned.id, pupils)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect((await refused.json()).error.code).toBe('classes.pupils_just_created');
    expect((await getJson(t, teacher.cookie, `/classes/${owned.id}/pupils`)).body.pupils).toHaveLength(2);
  });

  it('a list with a bad row makes nothing at all', async () => {
    const { teacher, owned } = await teacherWithClass();
    const response = await create(teacher.cookie, owned.id, [
      { name: 'Fajar Nugroho', rollNumber: 1 },
      { name: '   ', rollNumber: 2 },
      { name: 'Gita 😀', rollNumber: 3 },
    ]);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('classes.pupil_list_invalid');
    expect(error.details.rows.map((row: { line: number; error: string }) => [row.line, row.error])).toEqual([
      [3, 'Nama lengkap wajib diisi.'],
      [4, 'Nama tidak boleh berisi emoji.'],
    ]);
    expect((await getJson(t, teacher.cookie, `/classes/${owned.id}/pupils`)).body.pupils).toEqual([]);
    expect((await getJson(t, teacher.cookie, `/classes/${owned.id}`)).body.members).toEqual([]);
  });

  it('reads an XLSX with a header row and a CSV from Indonesian Excel; refuses a broken file, another type and a list too long', async () => {
    const { teacher, owned } = await teacherWithClass();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Siswa');
    sheet.addRows([
      ['No. Absen', 'Nama Siswa', 'Keterangan'],
      [1, 'Hadi Wijaya', ''],
      [2, 'Indah Permata', 'pindahan'],
    ]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const fromXlsx = await previewFile(teacher.cookie, owned.id, xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(fromXlsx.status).toBe(200);
    expect((await fromXlsx.json()).list.rows.map((row: { name: string; rollNumber: number }) => [row.name, row.rollNumber])).toEqual([
      ['Hadi Wijaya', 1],
      ['Indah Permata', 2],
    ]);

    const csv = new TextEncoder().encode('\uFEFFNo;Nama\r\n1;"Joko; Susilo"\r\n2;Kartika\r\n');
    const fromCsv = await previewFile(teacher.cookie, owned.id, csv, 'text/csv');
    expect((await fromCsv.json()).list.rows.map((row: { name: string }) => row.name)).toEqual(['Joko; Susilo', 'Kartika']);

    // A small file that unpacks to 20 MB (a zip bomb) is refused before it is unpacked whole.
    const { default: JSZip } = await import('jszip');
    const bomb = await (await JSZip.loadAsync(xlsx)).file('xl/media/big.bin', new Uint8Array(20 * 1024 * 1024)).generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    expect((await previewFile(teacher.cookie, owned.id, bomb, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).status).toBe(400);

    const broken = xlsx.slice(0, 200);
    expect((await previewFile(teacher.cookie, owned.id, broken, 'application/octet-stream')).status).toBe(400);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe]);
    const wrongType = await previewFile(teacher.cookie, owned.id, png, 'image/png');
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).error.code).toBe('classes.pupil_list_wrong_type');

    const long = Array.from({ length: 2001 }, (_, index) => `Siswa Nomor ${index + 1}`).join('\n');
    const tooLong = await (await preview(teacher.cookie, owned.id, long)).json();
    expect(tooLong.list.error).toMatch(/terlalu panjang/);
    const sixtyOne = Array.from({ length: 61 }, (_, index) => `Siswa Nomor ${index + 1}`).join('\n');
    expect((await (await preview(teacher.cookie, owned.id, sixtyOne)).json()).list.error).toMatch(/Maksimal 60 siswa/);
  });

  it("the teacher resets a pupil's password: a new card, the old password and the pupil's sessions end", async () => {
    const { teacher, owned } = await teacherWithClass();
    const made = await create(teacher.cookie, owned.id, [{ name: 'Lina Marlina', rollNumber: 5 }]);
    const [card] = ((await made.json()) as { cards: Card[] }).cards;
    const cookie = (await signInAs(card!.loginName, card!.password)).headers.get('set-cookie')!.split(';')[0]!;
    const reset = await t.request('POST', `${API}/classes/${owned.id}/pupils/${card!.userId}/password`, { cookie: teacher.cookie });
    expect(reset.status).toBe(200);
    const { card: renewed } = (await reset.json()) as { card: Card };
    expect(renewed).toMatchObject({ loginName: card!.loginName, name: 'Lina Marlina', rollNumber: 5 });
    expect(renewed.password).not.toBe(card!.password);
    expect((await getJson(t, cookie, '/me')).body.user).toBeNull();
    expect((await signInAs(card!.loginName, card!.password)).status).toBe(401);
    expect((await signInAs(card!.loginName, renewed.password)).status).toBe(200);
  });

  it("another teacher, a learner and a guest reach nobody's pupils; a pupil who left keeps the account but no reset", async () => {
    const { teacher, owned } = await teacherWithClass();
    const made = await create(teacher.cookie, owned.id, [{ name: 'Maya Sari', rollNumber: null }]);
    const [card] = ((await made.json()) as { cards: Card[] }).cards;
    const other = await t.createSignedInUser('teacher');
    const learner = await t.createSignedInUser();
    const resetPath = `${API}/classes/${owned.id}/pupils/${card!.userId}/password`;
    expect((await t.request('POST', resetPath, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request('POST', resetPath, { cookie: learner.cookie })).status).toBe(403);
    expect((await t.request('POST', resetPath)).status).toBe(401);
    expect((await getJson(t, other.cookie, `/classes/${owned.id}/pupils`)).status).toBe(404);
    expect((await create(other.cookie, owned.id, [{ name: 'Penyusup', rollNumber: null }])).status).toBe(404);
    // A learner who joined with the code is no pupil of the class: no reset.
    expect((await joinClass(t, learner.cookie, owned.code)).status).toBe(200);
    expect((await t.request('POST', `${API}/classes/${owned.id}/pupils/${learner.id}/password`, { cookie: teacher.cookie })).status).toBe(404);

    const pupilCookie = (await signInAs(card!.loginName, card!.password)).headers.get('set-cookie')!.split(';')[0]!;
    expect((await t.request('DELETE', `${API}/memberships/${owned.id}`, { cookie: pupilCookie })).status).toBe(204);
    expect((await t.request('POST', resetPath, { cookie: teacher.cookie })).status).toBe(404);
    expect((await signInAs(card!.loginName, card!.password)).status).toBe(200);
    const listed = (await getJson(t, teacher.cookie, `/classes/${owned.id}/pupils`)).body.pupils;
    expect(listed).toEqual([expect.objectContaining({ loginName: card!.loginName, isMember: false, email: '' })]);
  });

  it("a login name meets the account's sign-in limits as an email does: guesses from many addresses are refused after the account's allowance", async () => {
    const { teacher, owned } = await teacherWithClass();
    const made = await create(teacher.cookie, owned.id, [{ name: 'Rudi Hartono', rollNumber: null }]);
    const [card] = ((await made.json()) as { cards: Card[] }).cards;
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await t.request('POST', `${API}/auth/sign-in/email`, { body: { email: card!.loginName, password: `tebakan-${index}` }, ip: `10.77.0.${index + 1}` });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6).every((status) => status === 429)).toBe(true);
    // The same account typed as its placeholder address shares the allowance.
    const asEmail = await t.request('POST', `${API}/auth/sign-in/email`, { body: { email: `${card!.loginName}@siswa.invalid`, password: card!.password }, ip: '10.77.1.1' });
    expect(asEmail.status).toBe(429);
  });

  it('nobody can sign up with a pupil placeholder address', async () => {
    const response = await t.request('POST', `${API}/auth/sign-up/email`, { body: { email: 'abcd123-01@siswa.invalid', password: 'kuda-laut-berlari-9', name: 'Penyamar' } });
    expect(response.status).toBe(400);
  });
});
