import { createProblem, createPublishedPath } from '../db/factories';
import type { TestApp } from './test-app';

// Issue 35's tests: a teacher's class, learners who join it, and assignments, through the API.

const API = '/math/api';

export async function mcqProblems(t: TestApp, count: number, subtopicId?: number) {
  const subtopic = subtopicId ?? (await createPublishedPath(t.db)).subtopic.id;
  const problems = [];
  for (let index = 0; index < count; index += 1) {
    problems.push(await createProblem(t.db, { subtopicId: subtopic, type: 'mcq', questionText: `Soal ${index + 1}`, options: { A: '1', B: '2', C: '3' }, answer: 'A' }));
  }
  return problems;
}

export async function createClass(t: TestApp, cookie: string, body: { name: string; timeZone?: string } = { name: 'X IPA 2 — 2026/2027' }) {
  const response = await t.request('POST', `${API}/classes`, { cookie, body });
  if (response.status !== 201) throw new Error(`class not created: ${response.status} ${await response.text()}`);
  return (await response.json()).class as { id: string; code: string; name: string; joinPath: string; timeZone: string };
}

export const joinClass = (t: TestApp, cookie: string, code: string, ip?: string) => t.request('POST', `${API}/memberships`, { cookie, body: { code }, ip });

// Due `hoursFromNow` hours after `now`, as the form sends it for a class in UTC.
export function dueIn(hoursFromNow: number, now = new Date()) {
  const iso = new Date(now.getTime() + hoursFromNow * 3_600_000).toISOString();
  return { dueDate: iso.slice(0, 10), dueTime: iso.slice(11, 16) };
}

export const postAssignment = (t: TestApp, cookie: string, classId: string, body: Record<string, unknown>) =>
  t.request('POST', `${API}/classes/${classId}/assignments`, { cookie, body: { title: 'Tugas Bab 1', closeAfterDue: false, ...dueIn(24), ...body } });

export async function createAssignment(t: TestApp, cookie: string, classId: string, body: Record<string, unknown>) {
  const response = await postAssignment(t, cookie, classId, body);
  if (response.status !== 201) throw new Error(`assignment not created: ${response.status} ${await response.text()}`);
  return (await response.json()).assignment as { id: string; dueAt: string; problemCount: number };
}

export const answer = (t: TestApp, cookie: string, problemId: string, choice: string) => t.request('POST', `${API}/problems/${problemId}/check`, { cookie, body: { answer: choice } });

export const getJson = async (t: TestApp, cookie: string | undefined, path: string) => {
  const response = await t.request('GET', `${API}${path}`, { cookie });
  return { status: response.status, body: await response.json() };
};
