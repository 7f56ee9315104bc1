import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import { MAX_HINTS } from '../../../core/stuck-help';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { jsonResponse } from '../../http/compression';
import { jsonOf, paramsOf } from '../../http/validation';
import { timeZoneOfRequest } from '../learning/time-zone-of-request';
import { createHelpRepository } from './help.repository';
import { openHint, revealProblem, type HelpDeps } from './help.usecases';

const ZProblemParams = z.strictObject({ problemId: ZProblemCode });
const ZOpenHint = z.strictObject({ step: z.number().int().min(1).max(MAX_HINTS) });

type Deps = Omit<HelpDeps, 'repo'> & { db: Database; guards: Guards; limits: BodyLimits; clock: () => Date; resolveTimeZone: (requested: string | undefined) => Promise<string> };

// Issue 52: a signed-in learner's hints and way out (a guest is asked to sign in: 401).
export function helpRoutes(deps: Deps) {
  const { guards, limits, clock } = deps;
  const help: HelpDeps = { ...deps, repo: createHelpRepository({ db: deps.db }) };
  return new Hono<GuardEnv>()
    .post('/problems/:problemId/hints', guards.requireUser, paramsOf(ZProblemParams), limits.json, jsonOf(ZOpenHint), async (c) =>
      jsonResponse(c, await openHint(help, c.get('user'), c.req.valid('param').problemId, c.req.valid('json').step)),
    )
    .post('/problems/:problemId/reveal', guards.requireUser, paramsOf(ZProblemParams), async (c) => {
      const timeZone = await deps.resolveTimeZone(timeZoneOfRequest(c.req.header('cookie')));
      return jsonResponse(c, await revealProblem(help, c.get('user'), c.req.valid('param').problemId, clock(), timeZone));
    });
}
