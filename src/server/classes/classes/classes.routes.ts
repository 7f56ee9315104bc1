import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ZUserId } from '../../../core/admin-users';
import { ZSubtopicCode } from '../../../core/catalog-schemas';
import { ZCreateAssignmentRequest, ZCreateClassRequest, ZRenameClassRequest, ZSetRollNumberRequest } from '../../../core/classes';
import type { GuardEnv, Guards } from '../../accounts';
import { createCache, type Cache } from '../../cache/cache';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { ZPageQuery } from '../../http/pagination';
import { respondOnce } from '../../http/idempotency';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import { createAssignmentsRepository } from './classes.assignments.repository';
import { createAssignment, deleteAssignment, searchTeacherProblems } from './classes.assignments.usecases';
import { createReportRepository } from './classes.report.repository';
import type { MarkupCache } from '../../markup/markup-cache';
import { gradebookCsv, gradebookWorkbook, reportCsv } from './classes.gradebook-export';
import { getGradebook } from './classes.gradebook.usecases';
import { reportWorkbook } from './classes.report-export';
import { getAssignmentReport } from './classes.report.usecases';
import { createClassesRepository } from './classes.repository';
import { archiveClass, createClass, getClassPage, listClasses, removeMember, renameClass, restoreMember, rotateClassCode, setRollNumber } from './classes.usecases';
import { CSV_CONTENT_TYPE } from './csv-export';
import { heldFile, XLSX_CONTENT_TYPE, type SpreadsheetFile } from './spreadsheet';

const ZClassParams = z.strictObject({ classId: z.uuid() });
const ZMemberParams = z.strictObject({ classId: z.uuid(), userId: ZUserId });
const ZAssignmentParams = z.strictObject({ assignmentId: z.uuid() });
const ZTeacherProblemsQuery = ZPageQuery.pick({ page: true })
  .extend({ q: z.string().max(200).optional(), subtopicId: ZSubtopicCode.optional() })
  .strict();

type Deps = { db: Database; guards: Guards; limits: BodyLimits; markup: MarkupCache; clock?: () => Date; cache?: Cache };

// A download: the browser may keep it, and asks again each time (the class's work moves on).
function download(c: Context, { fileName, body, etag }: SpreadsheetFile & { etag?: string }, contentType: string) {
  const caching = { ...(etag ? { ETag: etag } : {}), 'Cache-Control': 'private, no-cache' };
  if (etag && c.req.header('if-none-match') === etag) return c.body(null, 304, caching);
  return c.body(new Uint8Array(body), 200, { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"`, ...caching });
}

// A teacher's classes, assignments and reports (issue 35). Mounted at the API's root beside the
// learners' side (memberships), so the guard sits on each route. A teacher (or an admin) reaches
// only the classes they own: another's class or assignment is not found.
export function classesRoutes({ db, guards, limits, markup, clock = () => new Date(), cache = createCache() }: Deps) {
  const files = cache.holder<SpreadsheetFile>('report spreadsheets', { sizeOf: (file) => file.body.byteLength });
  const deps = { db, repo: createClassesRepository({ db }), assignments: createAssignmentsRepository({ db }), report: createReportRepository({ db }), markup, now: clock };
  const report = (c: Context<GuardEnv>, assignmentId: string) => getAssignmentReport(deps, { user: c.get('user'), assignmentId });
  const gradebook = (c: Context<GuardEnv>, classId: string) => getGradebook(deps, { user: c.get('user'), classId });
  const teacher = guards.requireTeacher;
  return new Hono<GuardEnv>()
    // Creates answer once per Idempotency-Key (a retried request on a phone's network makes no second row).
    .post('/classes', teacher, limits.json, jsonOf(ZCreateClassRequest), async (c) =>
      respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer) => ({
        class: await createClass({ ...deps, repo: createClassesRepository({ db: writer }) }, { user: c.get('user'), request: c.req.valid('json') }),
      })),
    )
    .get('/classes', teacher, async (c) => c.json({ classes: await listClasses(deps, { user: c.get('user') }) }))
    // The pages' due words read on the server's clock (issue 51), as the learners' pages do.
    .get('/classes/:classId', teacher, paramsOf(ZClassParams), async (c) =>
      c.json({ ...(await getClassPage(deps, { user: c.get('user'), classId: c.req.valid('param').classId })), serverNow: clock().toISOString() }),
    )
    .patch('/classes/:classId', teacher, paramsOf(ZClassParams), limits.json, jsonOf(ZRenameClassRequest), async (c) =>
      c.json({ class: await renameClass(deps, { user: c.get('user'), classId: c.req.valid('param').classId, name: c.req.valid('json').name }) }),
    )
    .post('/classes/:classId/code', teacher, paramsOf(ZClassParams), async (c) =>
      c.json({ class: await rotateClassCode(deps, { user: c.get('user'), classId: c.req.valid('param').classId }) }),
    )
    .post('/classes/:classId/archive', teacher, paramsOf(ZClassParams), async (c) =>
      c.json({ class: await archiveClass(deps, { user: c.get('user'), classId: c.req.valid('param').classId }) }),
    )
    .delete('/classes/:classId/members/:userId', teacher, paramsOf(ZMemberParams), async (c) => {
      await removeMember(deps, { user: c.get('user'), ...c.req.valid('param') });
      return c.body(null, 204);
    })
    .patch('/classes/:classId/members/:userId', teacher, paramsOf(ZMemberParams), limits.json, jsonOf(ZSetRollNumberRequest), async (c) =>
      c.json({ member: await setRollNumber(deps, { user: c.get('user'), ...c.req.valid('param'), rollNumber: c.req.valid('json').rollNumber }) }),
    )
    .get('/classes/:classId/gradebook', teacher, paramsOf(ZClassParams), async (c) => c.json(await gradebook(c, c.req.valid('param').classId)))
    .get('/classes/:classId/gradebook.xlsx', teacher, paramsOf(ZClassParams), async (c) =>
      download(c, await heldFile(files, await gradebook(c, c.req.valid('param').classId), gradebookWorkbook), XLSX_CONTENT_TYPE),
    )
    .get('/classes/:classId/gradebook.csv', teacher, paramsOf(ZClassParams), async (c) => download(c, gradebookCsv(await gradebook(c, c.req.valid('param').classId)), CSV_CONTENT_TYPE))
    // 'Tambahkan kembali': a learner the teacher removed, a member again (PUT: a repeat sets the same state).
    .put('/classes/:classId/members/:userId', teacher, paramsOf(ZMemberParams), async (c) => {
      await restoreMember(deps, { user: c.get('user'), ...c.req.valid('param') });
      return c.body(null, 204);
    })
    .get('/teacher/problems', teacher, queryOf(ZTeacherProblemsQuery), async (c) => c.json(await searchTeacherProblems(deps, c.req.valid('query'))))
    .post('/classes/:classId/assignments', teacher, paramsOf(ZClassParams), limits.json, jsonOf(ZCreateAssignmentRequest), async (c) =>
      respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer) => ({
        // Every read on the transaction's connection too: one held while waiting on the pool deadlocks once as many run at once as the pool has connections (decision 065).
        assignment: await createAssignment(
          { ...deps, repo: createClassesRepository({ db: writer }), assignments: createAssignmentsRepository({ db: writer }) },
          { user: c.get('user'), classId: c.req.valid('param').classId, request: c.req.valid('json') },
        ),
      })),
    )
    .delete('/assignments/:assignmentId', teacher, paramsOf(ZAssignmentParams), async (c) => {
      await deleteAssignment(deps, { user: c.get('user'), assignmentId: c.req.valid('param').assignmentId });
      return c.body(null, 204);
    })
    .get('/assignments/:assignmentId/report', teacher, paramsOf(ZAssignmentParams), async (c) =>
      c.json({ ...(await report(c, c.req.valid('param').assignmentId)), serverNow: clock().toISOString() }),
    )
    .get('/assignments/:assignmentId/report.xlsx', teacher, paramsOf(ZAssignmentParams), async (c) =>
      download(c, await heldFile(files, await report(c, c.req.valid('param').assignmentId), reportWorkbook), XLSX_CONTENT_TYPE),
    )
    .get('/assignments/:assignmentId/report.csv', teacher, paramsOf(ZAssignmentParams), async (c) => download(c, reportCsv(await report(c, c.req.valid('param').assignmentId)), CSV_CONTENT_TYPE));
}
