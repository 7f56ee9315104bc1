import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ZUserId } from '../../../core/admin-users';
import { PERSON_NAME_INPUT_MAX_LENGTH } from '../../../core/person-name';
import { PUPIL_IMPORT_MAX } from '../../../core/pupil-list';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { BodyLimits } from '../../http/body-limits';
import { jsonOf, paramsOf } from '../../http/validation';
import { createClassesRepository } from '../classes/classes.repository';
import { cellsOfFile, cellsOfText, PUPIL_LIST_FILE_MAX_BYTES } from './pupil-list-file';
import { pupilsErrors } from './pupils.errors';
import { createPupilsRepository } from './pupils.repository';
import { createPupils, listPupils, previewPupilList, resetPupilPassword } from './pupils.usecases';

const ZClassParams = z.strictObject({ classId: z.uuid() });
const ZPupilParams = z.strictObject({ classId: z.uuid(), userId: ZUserId });
// Text pasted from a spreadsheet or typed, one pupil a line: 2,000 lines of long names at most.
const ZPreviewText = z.strictObject({ text: z.string().max(200_000) });
const ZCreatePupils = z.strictObject({
  pupils: z
    .array(z.strictObject({ name: z.string().max(PERSON_NAME_INPUT_MAX_LENGTH), rollNumber: z.number().int().min(1).max(999).nullable() }))
    .min(1)
    .max(PUPIL_IMPORT_MAX),
});

type Deps = { db: Database; guards: Guards; limits: BodyLimits; changes: Changes };

// Pupils without email (issue 51, decision 082): the teacher of a class makes their accounts from a
// list, prints their cards, and gives a pupil who lost theirs a new password.
export function pupilsRoutes({ db, guards, limits, changes }: Deps) {
  const deps = { classes: createClassesRepository({ db }), pupils: createPupilsRepository({ db }), changes };
  const teacher = guards.requireTeacher;
  const fileLimit = bodyLimit({ maxSize: PUPIL_LIST_FILE_MAX_BYTES, onError: () => { throw pupilsErrors.listTooLarge(); } });
  return new Hono<GuardEnv>()
    .get('/classes/:classId/pupils', teacher, paramsOf(ZClassParams), async (c) => c.json(await listPupils(deps, { user: c.get('user'), ...c.req.valid('param') })))
    .post('/classes/:classId/pupils/preview', teacher, paramsOf(ZClassParams), limits.json, jsonOf(ZPreviewText), async (c) =>
      c.json({ list: await previewPupilList(deps, { user: c.get('user'), ...c.req.valid('param'), cells: () => cellsOfText(c.req.valid('json').text) }) }),
    )
    // The file itself as the body (an XLSX or a CSV), so nothing but its bytes is read.
    .post('/classes/:classId/pupils/preview-file', teacher, paramsOf(ZClassParams), fileLimit, async (c) => {
      const cells = async () => cellsOfFile(new Uint8Array(await c.req.arrayBuffer()));
      return c.json({ list: await previewPupilList(deps, { user: c.get('user'), ...c.req.valid('param'), cells }) });
    })
    .post('/classes/:classId/pupils', teacher, paramsOf(ZClassParams), limits.json, jsonOf(ZCreatePupils), async (c) =>
      c.json(await createPupils(deps, { user: c.get('user'), ...c.req.valid('param'), pupils: c.req.valid('json').pupils }), 201),
    )
    .post('/classes/:classId/pupils/:userId/password', teacher, paramsOf(ZPupilParams), async (c) =>
      c.json(await resetPupilPassword(deps, { user: c.get('user'), ...c.req.valid('param') })),
    );
}
