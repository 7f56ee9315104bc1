import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEORY_CATEGORY_NAME } from '../core/theories';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTheory, createTopic } from './db/factories';
import { createTryout } from './db/tryout-factories';
import { createTestApp, type TestApp } from './test/test-app';

// Every API route, with what a guest, a learner, a second learner acting on the first one's
// data, an admin, a teacher and a second teacher acting on the first one's classes get. A route
// missing from this table fails the completeness test below. A teacher is a learner too (issue
// 35): where a row names no teacher, both get what the second learner gets.

type LearnerActor = 'guest' | 'basic' | 'otherBasic' | 'admin';
type TeacherActor = 'teacher' | 'otherTeacher';
type Actor = LearnerActor | TeacherActor;
type Outcome = number;
type Fixtures = { ids: Record<string, string> };
type Row = {
  method: string;
  path: string;
  url: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  expect: Record<LearnerActor, Outcome> & Partial<Record<TeacherActor, Outcome>>;
};

const allSame = (status: Outcome): Record<Actor, Outcome> => ({ guest: status, basic: status, otherBasic: status, admin: status, teacher: status, otherTeacher: status });
const adminOnly = { guest: 401, basic: 403, otherBasic: 403, admin: 200 };
// Issue 35: the teacher's own class; another teacher, and an admin who does not own it, find nothing.
const ownerOnly = (status: Outcome) => ({ guest: 401, basic: 403, otherBasic: 403, admin: 404, otherTeacher: 404, teacher: status });
const UNKNOWN_TRYOUT = '00000000-0000-4000-8000-000000000000';
const signedIn = (status: Outcome) => ({ guest: 401, basic: status, otherBasic: status, admin: status, teacher: status, otherTeacher: status });

const matrix: Row[] = [
  { method: 'GET', path: '/math/api/health', url: () => '/math/api/health', expect: allSame(200) },
  { method: 'GET', path: '/math/api/health/live', url: () => '/math/api/health/live', expect: allSame(200) },
  { method: 'GET', path: '/math/api/health/ready', url: () => '/math/api/health/ready', expect: allSame(200) },
  { method: 'GET', path: '/math/api/me', url: () => '/math/api/me', expect: allSame(200) },
  // A name of spaces is refused after the guard (400), so the actors' names stay.
  { method: 'PUT', path: '/math/api/me/name', url: () => '/math/api/me/name', body: () => ({ name: '  ' }), expect: signedIn(400) },
  { method: 'GET', path: '/math/api/admin/mail-outbox', url: () => '/math/api/admin/mail-outbox', expect: adminOnly },
  // /admin/users: writes aim at an unknown user id (404), so the actors' accounts stay.
  { method: 'GET', path: '/math/api/admin/users', url: () => '/math/api/admin/users?q=contoh', expect: adminOnly },
  { method: 'PATCH', path: '/math/api/admin/users/:userId', url: () => '/math/api/admin/users/tidak-ada', body: () => ({ role: 'basic' }), expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/users/:userId/verify-email', url: () => '/math/api/admin/users/tidak-ada/verify-email', expect: { ...adminOnly, admin: 404 } },
  { method: 'DELETE', path: '/math/api/admin/users/:userId', url: () => '/math/api/admin/users/tidak-ada', expect: { ...adminOnly, admin: 404 } },
  // /admin/manage: writes aim at unknown codes (404) or carry invalid bodies (400), so the fixtures stay.
  { method: 'GET', path: '/math/api/admin/content-tree', url: () => '/math/api/admin/content-tree', expect: adminOnly },
  { method: 'GET', path: '/math/api/admin/categories', url: () => '/math/api/admin/categories', expect: adminOnly },
  { method: 'POST', path: '/math/api/admin/categories', url: () => '/math/api/admin/categories', body: () => ({ categoryName: ' ', description: ' ' }), expect: { ...adminOnly, admin: 400 } },
  { method: 'PATCH', path: '/math/api/admin/categories/:categoryId', url: () => '/math/api/admin/categories/CA-ZZZZZZZZ', body: () => ({ isPublished: true }), expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/categories/:categoryId/move', url: () => '/math/api/admin/categories/CA-ZZZZZZZZ/move', body: () => ({ direction: 'up' }), expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/categories/:categoryId/deletion-impact', url: (f) => `/math/api/admin/categories/${f.ids.category}/deletion-impact`, expect: adminOnly },
  { method: 'DELETE', path: '/math/api/admin/categories/:categoryId', url: () => '/math/api/admin/categories/CA-ZZZZZZZZ', expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/categories/:categoryId/topics', url: (f) => `/math/api/admin/categories/${f.ids.category}/topics`, expect: adminOnly },
  { method: 'POST', path: '/math/api/admin/categories/:categoryId/topics', url: (f) => `/math/api/admin/categories/${f.ids.category}/topics`, body: () => ({ topicName: '' }), expect: { ...adminOnly, admin: 400 } },
  { method: 'PATCH', path: '/math/api/admin/topics/:topicId', url: () => '/math/api/admin/topics/TO-ZZZZZZZZ', body: () => ({ isPublished: true }), expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/topics/:topicId/move', url: () => '/math/api/admin/topics/TO-ZZZZZZZZ/move', body: () => ({ direction: 'up' }), expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/topics/:topicId/deletion-impact', url: (f) => `/math/api/admin/topics/${f.ids.topic}/deletion-impact`, expect: adminOnly },
  { method: 'DELETE', path: '/math/api/admin/topics/:topicId', url: () => '/math/api/admin/topics/TO-ZZZZZZZZ', expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/topics/:topicId/subtopics', url: (f) => `/math/api/admin/topics/${f.ids.topic}/subtopics`, expect: adminOnly },
  { method: 'POST', path: '/math/api/admin/topics/:topicId/subtopics', url: (f) => `/math/api/admin/topics/${f.ids.topic}/subtopics`, body: () => ({ subtopicName: '' }), expect: { ...adminOnly, admin: 400 } },
  { method: 'PATCH', path: '/math/api/admin/subtopics/:subtopicId', url: () => '/math/api/admin/subtopics/SU-ZZZZZZZZ', body: () => ({ isPublished: true }), expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/subtopics/:subtopicId/move', url: () => '/math/api/admin/subtopics/SU-ZZZZZZZZ/move', body: () => ({ direction: 'up' }), expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/subtopics/:subtopicId/deletion-impact', url: (f) => `/math/api/admin/subtopics/${f.ids.subtopic}/deletion-impact`, expect: adminOnly },
  { method: 'DELETE', path: '/math/api/admin/subtopics/:subtopicId', url: () => '/math/api/admin/subtopics/SU-ZZZZZZZZ', expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/catalog/categories', url: () => '/math/api/catalog/categories', expect: allSame(200) },
  { method: 'GET', path: '/math/api/catalog/categories/:categoryId', url: (f) => `/math/api/catalog/categories/${f.ids.category}`, expect: allSame(200) },
  { method: 'GET', path: '/math/api/catalog/categories/:categoryId/topics/:topicId', url: (f) => `/math/api/catalog/categories/${f.ids.category}/topics/${f.ids.topic}`, expect: allSame(200) },
  {
    method: 'GET',
    path: '/math/api/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId',
    url: (f) => `/math/api/catalog/categories/${f.ids.category}/topics/${f.ids.topic}/subtopics/${f.ids.subtopic}`,
    expect: allSame(200),
  },
  {
    method: 'GET',
    path: '/math/api/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/marks',
    url: (f) => `/math/api/catalog/categories/${f.ids.category}/topics/${f.ids.topic}/subtopics/${f.ids.subtopic}/marks`,
    expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/math/api/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId',
    url: (f) => `/math/api/catalog/categories/${f.ids.category}/topics/${f.ids.topic}/subtopics/${f.ids.subtopic}/problems/${f.ids.problem}`,
    expect: allSame(200),
  },
  {
    method: 'GET',
    path: '/math/api/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId/progress',
    url: (f) => `/math/api/catalog/categories/${f.ids.category}/topics/${f.ids.topic}/subtopics/${f.ids.subtopic}/problems/${f.ids.problem}/progress`,
    expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 },
  },
  { method: 'POST', path: '/math/api/problems/:problemId/check', url: (f) => `/math/api/problems/${f.ids.problem}/check`, body: () => ({ answer: 'A' }), expect: allSame(200) },
  // A draft problem (issue 31): an admin previews it; to everyone else it does not exist.
  {
    method: 'GET',
    path: '/math/api/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId',
    url: (f) => `/math/api/catalog/categories/${f.ids.category}/topics/${f.ids.topic}/subtopics/${f.ids.subtopic}/problems/${f.ids.draft}`,
    expect: { guest: 404, basic: 404, otherBasic: 404, admin: 200 },
  },
  {
    method: 'GET',
    path: '/math/api/catalog/categories/:categoryId/topics/:topicId/subtopics/:subtopicId/problems/:problemId/progress',
    url: (f) => `/math/api/catalog/categories/${f.ids.category}/topics/${f.ids.topic}/subtopics/${f.ids.subtopic}/problems/${f.ids.draft}/progress`,
    expect: { guest: 401, basic: 404, otherBasic: 404, admin: 200 },
  },
  { method: 'POST', path: '/math/api/problems/:problemId/check', url: (f) => `/math/api/problems/${f.ids.draft}/check`, body: () => ({ answer: 'A' }), expect: { guest: 404, basic: 404, otherBasic: 404, admin: 200 } },
  // Issue 52: hints and the way out are a signed-in learner's, of a published problem (a draft: nobody's, an admin's neither).
  { method: 'POST', path: '/math/api/problems/:problemId/hints', url: (f) => `/math/api/problems/${f.ids.draft}/hints`, body: () => ({ step: 1 }), expect: signedIn(404) },
  { method: 'POST', path: '/math/api/problems/:problemId/reveal', url: (f) => `/math/api/problems/${f.ids.draft}/reveal`, expect: signedIn(404) },
  {
    method: 'POST',
    path: '/math/api/problems/:problemId/reports',
    url: (f) => `/math/api/problems/${f.ids.problem}/reports`,
    body: () => ({ reportType: 'Saran Umum', reportContent: 'Mohon tambah pembahasan.' }),
    expect: { guest: 401, basic: 201, otherBasic: 201, admin: 201 },
  },
  { method: 'GET', path: '/math/api/bookmarks', url: () => '/math/api/bookmarks', expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'POST', path: '/math/api/bookmarks', url: () => '/math/api/bookmarks', body: (f) => ({ problemId: f.ids.problem }), expect: { guest: 401, basic: 201, otherBasic: 201, admin: 201 } },
  // The learner's own bookmark: the second learner (who runs first) cannot remove it.
  { method: 'DELETE', path: '/math/api/bookmarks/:problemId', url: (f) => `/math/api/bookmarks/${f.ids.bookmarked}`, expect: { guest: 401, otherBasic: 404, basic: 200, admin: 404 } },
  // Issue 52.3: 'Soal yang pernah salah', a learner's own.
  { method: 'GET', path: '/math/api/mistakes', url: (f) => `/math/api/mistakes?subtopic=${f.ids.subtopic}`, expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'GET', path: '/math/api/mistakes/count', url: (f) => `/math/api/mistakes/count?topic=${f.ids.topic}`, expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'GET', path: '/math/api/recent-problem', url: () => '/math/api/recent-problem', expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'PUT', path: '/math/api/recent-problem', url: () => '/math/api/recent-problem', body: (f) => ({ problemId: f.ids.problem }), expect: { guest: 401, basic: 204, otherBasic: 204, admin: 204 } },
  { method: 'GET', path: '/math/api/dashboard', url: () => '/math/api/dashboard', expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  // Issue 34: levels and reviews are a learner's own: 404 to show or answer a card one does not
  // have. The admin has one, not yet due (409): solving the problem and the draft (admins may
  // answer drafts) on the first try made the subtopic 'Mahir', which queues the problem to confirm it.
  { method: 'GET', path: '/math/api/mastery/map', url: () => '/math/api/mastery/map', expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'GET', path: '/math/api/mastery/topics/:topicId', url: (f) => `/math/api/mastery/topics/${f.ids.topic}`, expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'GET', path: '/math/api/mastery/subtopics/:subtopicId', url: (f) => `/math/api/mastery/subtopics/${f.ids.subtopic}`, expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'GET', path: '/math/api/next-problem', url: (f) => `/math/api/next-problem?after=${f.ids.problem}`, expect: allSame(200) },
  { method: 'GET', path: '/math/api/reviews', url: () => '/math/api/reviews', expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'GET', path: '/math/api/reviews/:problemId', url: (f) => `/math/api/reviews/${f.ids.problem}`, expect: { guest: 401, basic: 404, otherBasic: 404, admin: 409 } },
  { method: 'POST', path: '/math/api/reviews/:problemId/answer', url: (f) => `/math/api/reviews/${f.ids.problem}/answer`, body: () => ({ answer: 'A' }), expect: { guest: 401, basic: 404, otherBasic: 404, admin: 409 } },
  { method: 'GET', path: '/math/api/questions', url: () => '/math/api/questions', expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  { method: 'POST', path: '/math/api/questions/seen', url: () => '/math/api/questions/seen', expect: { guest: 401, basic: 200, otherBasic: 200, admin: 200 } },
  // A JSON body is not an upload: refused before anything is stored.
  { method: 'POST', path: '/math/api/questions', url: () => '/math/api/questions', body: () => ({}), expect: { guest: 401, basic: 400, otherBasic: 400, admin: 400 } },
  // The first learner's photo: only they and admins may open it.
  {
    method: 'GET',
    path: '/math/api/questions/:userQuestionId/image',
    url: (f) => `/math/api/questions/${f.ids.question}/image`,
    expect: { guest: 401, otherBasic: 404, basic: 200, admin: 200 },
  },
  // better-auth endpoints: sign-up validates before anything else; a bad body is 400 for all.
  { method: 'POST', path: '/math/api/auth/sign-up/email', url: () => '/math/api/auth/sign-up/email', body: () => ({ email: 'x', password: 'y' }), expect: allSame(400) },
  { method: 'POST', path: '/math/api/auth/sign-in/email', url: () => '/math/api/auth/sign-in/email', body: () => ({ email: 'nobody@contoh.id', password: 'salah-semua-123' }), expect: allSame(401) },
  { method: 'GET', path: '/math/api/auth/get-session', url: () => '/math/api/auth/get-session', expect: allSame(200) },
  // A broken link redirects to the SPA page that explains it (auth.test.ts checks where).
  { method: 'GET', path: '/math/api/auth/verify-email', url: () => '/math/api/auth/verify-email?token=invalid', expect: allSame(302) },
  { method: 'POST', path: '/math/api/auth/send-verification-email', url: () => '/math/api/auth/send-verification-email', body: () => ({ email: 'nobody@contoh.id' }), expect: { guest: 200, basic: 400, otherBasic: 400, admin: 400 } },
  // A made-up token: refused alike for everyone (set-password.test.ts follows a real link).
  // Adding an email (decision 082) is a pupil's: the actors already have one (409); a guest has no account (401).
  { method: 'POST', path: '/math/api/auth/add-email', url: () => '/math/api/auth/add-email', body: () => ({ email: 'baru@contoh.id' }), expect: signedIn(409) },
  { method: 'GET', path: '/math/api/auth/add-email', url: () => '/math/api/auth/add-email?token=bukan-token', expect: allSame(302) },
  { method: 'POST', path: '/math/api/auth/set-password', url: () => '/math/api/auth/set-password', body: () => ({ token: 'bukan-token', newPassword: 'baru-sekali-456' }), expect: allSame(400) },
  { method: 'GET', path: '/math/api/auth/account-link', url: () => '/math/api/auth/account-link?token=bukan-token', expect: allSame(200) },
  { method: 'POST', path: '/math/api/auth/request-password-reset', url: () => '/math/api/auth/request-password-reset', body: () => ({ email: 'nobody@contoh.id' }), expect: allSame(200) },
  { method: 'POST', path: '/math/api/auth/change-password', url: () => '/math/api/auth/change-password', body: () => ({ currentPassword: 'salah-semua-123', newPassword: 'baru-sekali-456' }), expect: { guest: 401, basic: 400, otherBasic: 400, admin: 400 } },
  { method: 'GET', path: '/math/api/admin/theory-subtopics', url: () => '/math/api/admin/theory-subtopics', expect: adminOnly },
  { method: 'GET', path: '/math/api/admin/theories', url: (f) => `/math/api/admin/theories?subtopicId=${f.ids.theorySubtopic}`, expect: adminOnly },
  // Admin writes send a blank body or an unknown theory, so the fixtures survive.
  { method: 'POST', path: '/math/api/admin/theories', url: () => '/math/api/admin/theories', body: (f) => ({ subtopicId: f.ids.theorySubtopic, content: ' ' }), expect: { ...adminOnly, admin: 400 } },
  { method: 'PATCH', path: '/math/api/admin/theories/:theoryId', url: () => '/math/api/admin/theories/TH-ZZZZZZZZ', body: () => ({ content: 'x' }), expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/theories/:theoryId/duplicate', url: () => '/math/api/admin/theories/TH-ZZZZZZZZ/duplicate', expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/theories/:theoryId/move', url: () => '/math/api/admin/theories/TH-ZZZZZZZZ/move', body: () => ({ direction: 'up' }), expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/theories/:theoryId/deletion-impact', url: (f) => `/math/api/admin/theories/${f.ids.theory}/deletion-impact`, expect: adminOnly },
  { method: 'DELETE', path: '/math/api/admin/theories/:theoryId', url: () => '/math/api/admin/theories/TH-ZZZZZZZZ', expect: { ...adminOnly, admin: 404 } },
  // /admin/problems: writes send invalid bodies or aim at unknown codes, so the fixtures stay.
  { method: 'GET', path: '/math/api/admin/problems', url: () => '/math/api/admin/problems', expect: adminOnly },
  { method: 'POST', path: '/math/api/admin/problems', url: () => '/math/api/admin/problems', body: () => ({}), expect: { ...adminOnly, admin: 400 } },
  { method: 'POST', path: '/math/api/admin/problems/bulk', url: () => '/math/api/admin/problems/bulk', body: () => ({}), expect: { ...adminOnly, admin: 400 } },
  { method: 'POST', path: '/math/api/admin/problems/bulk/deletion-impact', url: () => '/math/api/admin/problems/bulk/deletion-impact', body: () => ({}), expect: { ...adminOnly, admin: 400 } },
  { method: 'GET', path: '/math/api/admin/problems/:problemId', url: (f) => `/math/api/admin/problems/${f.ids.problem}`, expect: adminOnly },
  { method: 'PUT', path: '/math/api/admin/problems/:problemId', url: () => '/math/api/admin/problems/PR-ZZZZZZZZ', body: () => ({}), expect: { ...adminOnly, admin: 400 } },
  { method: 'POST', path: '/math/api/admin/problems/:problemId/duplicate', url: () => '/math/api/admin/problems/PR-ZZZZZZZZ/duplicate', expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/problems/:problemId/deletion-impact', url: (f) => `/math/api/admin/problems/${f.ids.problem}/deletion-impact`, expect: adminOnly },
  { method: 'DELETE', path: '/math/api/admin/problems/:problemId', url: () => '/math/api/admin/problems/PR-ZZZZZZZZ', expect: { ...adminOnly, admin: 404 } },
  // Item analytics (issue 15): reads on the fixture; the reorder aims at an unknown subtopic.
  { method: 'GET', path: '/math/api/admin/problems/:problemId/analytics', url: (f) => `/math/api/admin/problems/${f.ids.problem}/analytics`, expect: adminOnly },
  { method: 'GET', path: '/math/api/admin/subtopics/:subtopicId/difficulty-order', url: () => '/math/api/admin/subtopics/SU-ZZZZZZZZ/difficulty-order', expect: { ...adminOnly, admin: 404 } },
  {
    method: 'POST',
    path: '/math/api/admin/subtopics/:subtopicId/difficulty-order',
    url: () => '/math/api/admin/subtopics/SU-ZZZZZZZZ/difficulty-order',
    body: () => ({ expected: [] }),
    expect: { ...adminOnly, admin: 404 },
  },
  { method: 'POST', path: '/math/api/admin/preview', url: () => '/math/api/admin/preview', body: () => ({ questionText: '$x$' }), expect: adminOnly },
  { method: 'POST', path: '/math/api/admin/preview/markup', url: () => '/math/api/admin/preview/markup', body: () => ({ text: '$x$' }), expect: adminOnly },
  // /admin/user-questions: the write aims at an unknown code, so the fixture question stays pending.
  { method: 'GET', path: '/math/api/admin/user-questions', url: () => '/math/api/admin/user-questions', expect: adminOnly },
  { method: 'PATCH', path: '/math/api/admin/user-questions/:userQuestionId', url: () => '/math/api/admin/user-questions/UQ-ZZZZZZZZ', body: () => ({ status: 'pending' }), expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/preview/simple-answer', url: () => '/math/api/admin/preview/simple-answer', body: () => ({ text: '$x$' }), expect: adminOnly },
  // /admin/reports: the status change aims at an unknown report, so nothing changes.
  { method: 'GET', path: '/math/api/admin/reports', url: () => '/math/api/admin/reports', expect: adminOnly },
  { method: 'PATCH', path: '/math/api/admin/reports/:reportId', url: () => '/math/api/admin/reports/RE-ZZZZZZZZ', body: () => ({ reportStatus: 'resolved' }), expect: { ...adminOnly, admin: 404 } },
  // A JSON body is not an upload: refused before anything is stored.
  { method: 'POST', path: '/math/api/admin/images', url: () => '/math/api/admin/images', body: () => ({}), expect: { ...adminOnly, admin: 400 } },
  // Problem images are embedded in public pages: anyone may load them.
  { method: 'GET', path: '/math/api/images/:fileName', url: (f) => f.ids.imageUrl!, expect: allSame(200) },
  // Issue 36, tryouts built by admins: reads aim at a draft tryout, writes at an unknown one (404)
  // or carry an invalid body (400), so the draft stays as it is.
  { method: 'GET', path: '/math/api/admin/tryouts', url: () => '/math/api/admin/tryouts', expect: adminOnly },
  { method: 'POST', path: '/math/api/admin/tryouts', url: () => '/math/api/admin/tryouts', body: () => ({ title: ' ' }), expect: { ...adminOnly, admin: 400 } },
  { method: 'GET', path: '/math/api/admin/tryouts/:tryoutId', url: (f) => `/math/api/admin/tryouts/${f.ids.tryout}`, expect: adminOnly },
  {
    method: 'PUT',
    path: '/math/api/admin/tryouts/:tryoutId',
    url: () => `/math/api/admin/tryouts/${UNKNOWN_TRYOUT}`,
    body: () => ({ title: 'T', description: '', opensAt: '2099-01-01T00:00:00Z', closesAt: '2099-01-02T00:00:00Z', sections: [], updatedAt: '2099-01-01T00:00:00Z' }),
    expect: { ...adminOnly, admin: 404 },
  },
  { method: 'POST', path: '/math/api/admin/tryouts/:tryoutId/publish', url: () => `/math/api/admin/tryouts/${UNKNOWN_TRYOUT}/publish`, expect: { ...adminOnly, admin: 404 } },
  { method: 'POST', path: '/math/api/admin/tryouts/:tryoutId/unpublish', url: () => `/math/api/admin/tryouts/${UNKNOWN_TRYOUT}/unpublish`, expect: { ...adminOnly, admin: 404 } },
  { method: 'DELETE', path: '/math/api/admin/tryouts/:tryoutId', url: () => `/math/api/admin/tryouts/${UNKNOWN_TRYOUT}`, expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/tryouts/:tryoutId/preview', url: (f) => `/math/api/admin/tryouts/${f.ids.tryout}/preview`, expect: adminOnly },
  { method: 'GET', path: '/math/api/admin/tryouts/:tryoutId/report', url: (f) => `/math/api/admin/tryouts/${f.ids.tryout}/report`, expect: adminOnly },
  { method: 'POST', path: '/math/api/admin/tryouts/:tryoutId/recalibrate', url: () => `/math/api/admin/tryouts/${UNKNOWN_TRYOUT}/recalibrate`, expect: { ...adminOnly, admin: 404 } },
  { method: 'GET', path: '/math/api/admin/tryouts/:tryoutId/job', url: (f) => `/math/api/admin/tryouts/${f.ids.tryout}/job`, expect: adminOnly },
  // Issue 35, a teacher's side: class A holds the first learner and an assignment; writes aim at
  // classes and assignments of their own (C is archived last, B's code is never rotated).
  { method: 'POST', path: '/math/api/classes', url: () => '/math/api/classes', body: () => ({ name: ' ' }), expect: { ...ownerOnly(400), admin: 400, otherTeacher: 400 } },
  { method: 'GET', path: '/math/api/classes', url: () => '/math/api/classes', expect: { ...ownerOnly(200), admin: 200, otherTeacher: 200 } },
  { method: 'GET', path: '/math/api/classes/:classId', url: (f) => `/math/api/classes/${f.ids.classA}`, expect: ownerOnly(200) },
  { method: 'PATCH', path: '/math/api/classes/:classId', url: (f) => `/math/api/classes/${f.ids.classA}`, body: () => ({ name: 'X IPA 2 — 2026/2027' }), expect: ownerOnly(200) },
  { method: 'POST', path: '/math/api/classes/:classId/code', url: (f) => `/math/api/classes/${f.ids.classA}/code`, expect: ownerOnly(200) },
  { method: 'DELETE', path: '/math/api/classes/:classId/members/:userId', url: (f) => `/math/api/classes/${f.ids.classC}/members/${f.ids.otherBasicId}`, expect: ownerOnly(204) },
  // Adds back the learner the row above removed.
  { method: 'PUT', path: '/math/api/classes/:classId/members/:userId', url: (f) => `/math/api/classes/${f.ids.classC}/members/${f.ids.otherBasicId}`, expect: ownerOnly(204) },
  // Issue 51: 'No. absen' of the learner added back above.
  { method: 'PATCH', path: '/math/api/classes/:classId/members/:userId', url: (f) => `/math/api/classes/${f.ids.classC}/members/${f.ids.otherBasicId}`, body: () => ({ rollNumber: 7 }), expect: ownerOnly(200) },
  // Pupils without email (decision 082): a list of one blank name is refused after the guard (400), so no account is made.
  { method: 'GET', path: '/math/api/classes/:classId/pupils', url: (f) => `/math/api/classes/${f.ids.classA}/pupils`, expect: ownerOnly(200) },
  { method: 'POST', path: '/math/api/classes/:classId/pupils/preview', url: (f) => `/math/api/classes/${f.ids.classA}/pupils/preview`, body: () => ({ text: 'Ani Lestari' }), expect: ownerOnly(200) },
  { method: 'POST', path: '/math/api/classes/:classId/pupils/preview-file', url: (f) => `/math/api/classes/${f.ids.classA}/pupils/preview-file`, body: () => ({ text: 'Ani Lestari' }), expect: ownerOnly(200) },
  { method: 'POST', path: '/math/api/classes/:classId/pupils', url: (f) => `/math/api/classes/${f.ids.classA}/pupils`, body: () => ({ pupils: [{ name: ' ', rollNumber: null }] }), expect: ownerOnly(400) },
  {
    method: 'POST',
    path: '/math/api/classes/:classId/pupils/:userId/password',
    url: (f) => `/math/api/classes/${f.ids.classA}/pupils/${f.ids.otherBasicId}/password`,
    expect: ownerOnly(404),
  },
  { method: 'POST', path: '/math/api/classes/:classId/archive', url: (f) => `/math/api/classes/${f.ids.classC}/archive`, expect: ownerOnly(200) },
  { method: 'GET', path: '/math/api/classes/:classId/gradebook', url: (f) => `/math/api/classes/${f.ids.classA}/gradebook`, expect: ownerOnly(200) },
  { method: 'GET', path: '/math/api/classes/:classId/gradebook.xlsx', url: (f) => `/math/api/classes/${f.ids.classA}/gradebook.xlsx`, expect: ownerOnly(200) },
  { method: 'GET', path: '/math/api/classes/:classId/gradebook.csv', url: (f) => `/math/api/classes/${f.ids.classA}/gradebook.csv`, expect: ownerOnly(200) },
  { method: 'GET', path: '/math/api/teacher/problems', url: () => '/math/api/teacher/problems?q=Q', expect: { ...ownerOnly(200), admin: 200, otherTeacher: 200 } },
  {
    method: 'POST',
    path: '/math/api/classes/:classId/assignments',
    url: (f) => `/math/api/classes/${f.ids.classA}/assignments`,
    body: (f) => ({ title: 'Tugas 2', dueDate: '2099-12-31', dueTime: '23:59', closeAfterDue: false, problemIds: [f.ids.problem] }),
    expect: ownerOnly(201),
  },
  { method: 'GET', path: '/math/api/assignments/:assignmentId/report', url: (f) => `/math/api/assignments/${f.ids.assignment}/report`, expect: ownerOnly(200) },
  { method: 'GET', path: '/math/api/assignments/:assignmentId/report.xlsx', url: (f) => `/math/api/assignments/${f.ids.assignment}/report.xlsx`, expect: ownerOnly(200) },
  { method: 'GET', path: '/math/api/assignments/:assignmentId/report.csv', url: (f) => `/math/api/assignments/${f.ids.assignment}/report.csv`, expect: ownerOnly(200) },
  { method: 'DELETE', path: '/math/api/assignments/:assignmentId', url: (f) => `/math/api/assignments/${f.ids.spareAssignment}`, expect: ownerOnly(204) },
  // Issue 35, a learner's side (any signed-in user): the first learner is in class A and D.
  { method: 'GET', path: '/math/api/memberships', url: () => '/math/api/memberships', expect: signedIn(200) },
  { method: 'GET', path: '/math/api/memberships/preview', url: (f) => `/math/api/memberships/preview?code=${f.ids.codeB}`, expect: signedIn(200) },
  { method: 'POST', path: '/math/api/memberships', url: () => '/math/api/memberships', body: (f) => ({ code: f.ids.codeB }), expect: { ...signedIn(200), teacher: 409 } },
  { method: 'DELETE', path: '/math/api/memberships/:classId', url: (f) => `/math/api/memberships/${f.ids.classD}`, expect: { ...signedIn(404), basic: 204 } },
  { method: 'GET', path: '/math/api/assignments', url: () => '/math/api/assignments', expect: signedIn(200) },
  { method: 'GET', path: '/math/api/assignments/:assignmentId', url: (f) => `/math/api/assignments/${f.ids.assignment}`, expect: { ...signedIn(404), basic: 200 } },
  {
    method: 'GET',
    path: '/math/api/assignments/:assignmentId/problems/:problemId',
    url: (f) => `/math/api/assignments/${f.ids.assignment}/problems/${f.ids.problem}`,
    expect: { ...signedIn(404), basic: 200 },
  },
  // Issue 36, a learner's tryouts (any signed-in user): only the first learner has a sitting (set
  // up below); the others have none of their own, so they find none. Starting comes last.
  { method: 'GET', path: '/math/api/tryouts', url: () => '/math/api/tryouts', expect: signedIn(200) },
  { method: 'GET', path: '/math/api/tryouts/:tryoutId', url: (f) => `/math/api/tryouts/${f.ids.sittingTryout}`, expect: signedIn(200) },
  { method: 'GET', path: '/math/api/tryouts/:tryoutId/sitting', url: (f) => `/math/api/tryouts/${f.ids.sittingTryout}/sitting`, expect: { ...signedIn(404), basic: 200 } },
  {
    method: 'PUT',
    path: '/math/api/tryouts/:tryoutId/sitting/answers/:problemId',
    url: (f) => `/math/api/tryouts/${f.ids.sittingTryout}/sitting/answers/${f.ids.tryoutProblem}`,
    body: () => ({ answer: 'B', flagged: true }),
    expect: { ...signedIn(404), basic: 200 },
  },
  {
    method: 'POST',
    path: '/math/api/tryouts/:tryoutId/sitting/sections/:sectionId/submit',
    url: (f) => `/math/api/tryouts/${f.ids.sittingTryout}/sitting/sections/${f.ids.tryoutSection}/submit`,
    expect: { ...signedIn(404), basic: 200 },
  },
  { method: 'GET', path: '/math/api/tryouts/:tryoutId/result', url: (f) => `/math/api/tryouts/${f.ids.sittingTryout}/result`, expect: { ...signedIn(404), basic: 200 } },
  { method: 'POST', path: '/math/api/tryouts/:tryoutId/sitting', url: (f) => `/math/api/tryouts/${f.ids.sittingTryout}/sitting`, expect: signedIn(200) },
  // Last: they end the sessions the rows above use.
  { method: 'POST', path: '/math/api/auth/sign-out-everywhere', url: () => '/math/api/auth/sign-out-everywhere', expect: signedIn(200) },
  { method: 'POST', path: '/math/api/auth/sign-out', url: () => '/math/api/auth/sign-out', body: () => ({}), expect: allSame(200) },
];

let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
const fixtures: Fixtures = { ids: {} };

beforeAll(async () => {
  t = await createTestApp();
  cookies.basic = (await t.createSignedInUser('basic')).cookie;
  cookies.otherBasic = (await t.createSignedInUser('basic')).cookie;
  cookies.admin = (await t.createSignedInUser('admin')).cookie;
  cookies.teacher = (await t.createSignedInUser('teacher')).cookie;
  cookies.otherTeacher = (await t.createSignedInUser('teacher')).cookie;
  const otherBasicId = (await (await t.request('GET', '/math/api/me', { cookie: cookies.otherBasic })).json()).user.id as string;
  const path = await createPublishedPath(t.db);
  const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Q', options: { A: '1', B: '2' }, answer: 'A' });
  const bookmarked = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Q2', options: { A: '1', B: '2' }, answer: 'A' });
  const draft = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Q3', options: { A: '1', B: '2' }, answer: 'A', isPublished: false });
  // The sitting's own problem: a tryout's problems are out of practice until its final scores (decision 068).
  // In a subtopic of its own, so the first subtopic's mastery (the admin's confirm card) is unchanged.
  const tryoutPath = await createPublishedPath(t.db, { category: 'Tryout', topic: 'Tryout', subtopic: 'Tryout' });
  const tryoutProblem = await createProblem(t.db, { subtopicId: tryoutPath.subtopic.id, type: 'mcq', questionText: 'Q4', options: { A: '1', B: '2' }, answer: 'A' });
  await t.request('POST', '/math/api/bookmarks', { cookie: cookies.basic, body: { problemId: bookmarked.problemId } });
  const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'soal.jpg');
  const uploaded = await (await t.upload('/math/api/questions', form, { cookie: cookies.basic })).json();
  const imageForm = new FormData();
  imageForm.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'gambar.jpg');
  const problemImage = await (await t.upload('/math/api/admin/images', imageForm, { cookie: cookies.admin })).json();
  const theoryTopic = await createTopic(t.db, { categoryId: (await createCategory(t.db, { name: THEORY_CATEGORY_NAME })).id, name: 'Aljabar' });
  const theorySubtopic = await createSubtopic(t.db, { topicId: theoryTopic.id, name: 'Rumus' });
  const theory = await createTheory(t.db, { subtopicId: theorySubtopic.id, content: 'Ingat rumus ini.' });
  const teacherClass = async (name: string) => (await (await t.request('POST', '/math/api/classes', { cookie: cookies.teacher, body: { name } })).json()).class;
  const [classA, classB, classC, classD] = [await teacherClass('A'), await teacherClass('B'), await teacherClass('C'), await teacherClass('D')];
  await t.request('POST', '/math/api/memberships', { cookie: cookies.basic, body: { code: classA.code } });
  await t.request('POST', '/math/api/memberships', { cookie: cookies.basic, body: { code: classD.code } });
  await t.request('POST', '/math/api/memberships', { cookie: cookies.otherBasic, body: { code: classC.code } });
  const assign = async () =>
    (
      await (
        await t.request('POST', `/math/api/classes/${classA.id}/assignments`, {
          cookie: cookies.teacher,
          body: { title: 'Tugas 1', dueDate: '2099-12-31', dueTime: '23:59', closeAfterDue: false, problemIds: [problem.problemId] },
        })
      ).json()
    ).assignment;
  const [assignment, spareAssignment] = [await assign(), await assign()];
  const tryout = (
    await (await t.request('POST', '/math/api/admin/tryouts', { cookie: cookies.admin, body: { title: 'Tryout SNBT 1', opensAt: '2099-01-01T00:00:00Z', closesAt: '2099-01-02T00:00:00Z' } })).json()
  ).tryout;
  const sittingTryout = await createTryout(t.db, {
    opensAt: new Date(Date.now() - 60_000),
    closesAt: new Date(Date.now() + 3_600_000),
    sections: [{ name: 'Penalaran Matematika', durationSeconds: 600, problemIds: [tryoutProblem.id] }],
  });
  await t.request('POST', `/math/api/tryouts/${sittingTryout.id}/sitting`, { cookie: cookies.basic });
  fixtures.ids = {
    classA: classA.id,
    codeB: classB.code,
    classC: classC.id,
    classD: classD.id,
    otherBasicId,
    assignment: assignment.id,
    spareAssignment: spareAssignment.id,
    theorySubtopic: theorySubtopic.subtopicId,
    theory: theory.theoryId,
    question: uploaded.question.userQuestionId,
    category: path.category.categoryId,
    topic: path.topic.topicId,
    subtopic: path.subtopic.subtopicId,
    problem: problem.problemId,
    imageUrl: problemImage.image.url,
    bookmarked: bookmarked.problemId,
    draft: draft.problemId,
    tryout: tryout.id,
    sittingTryout: sittingTryout.id,
    tryoutSection: sittingTryout.sections[0]!.id,
    tryoutProblem: tryoutProblem.problemId,
  };
});
afterAll(() => t.close());

describe('access matrix', () => {
  it('lists every API route of the app', () => {
    const routes = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/math/api/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    const listed = new Set(matrix.map((row) => `${row.method} ${row.path}`));
    expect([...routes].filter((route) => !listed.has(route)), 'routes missing from the matrix').toEqual([]);
    expect([...listed].filter((route) => !routes.has(route)), 'matrix rows for routes that do not exist').toEqual([]);
  });

  const cases = matrix.flatMap((row) => (['guest', 'otherBasic', 'basic', 'admin', 'otherTeacher', 'teacher'] as const).map((actor) => ({ row, actor })));
  it.each(cases)('$row.method $row.path as $actor', async ({ row, actor }) => {
    const response = await t.request(row.method, row.url(fixtures), { cookie: cookies[actor], body: row.body?.(fixtures) });
    expect(response.status).toBe(row.expect[actor] ?? row.expect.otherBasic);
  });
});
