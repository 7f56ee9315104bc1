import { z } from 'zod';
import { PROBLEM_TYPES, type ProblemType } from '../core/problem-shapes';
import { ZExprProblem, ZExprProblemUpdate, ZExprProblemWrite } from './expr/schema';
import { ZInputProblem, ZInputProblemUpdate, ZInputProblemWrite } from './input/schema';
import { ZMckProblem, ZMckProblemUpdate, ZMckProblemWrite } from './mck/schema';
import { ZMcmaProblem, ZMcmaProblemUpdate, ZMcmaProblemWrite } from './mcma/schema';
import { ZMcqProblem, ZMcqProblemUpdate, ZMcqProblemWrite } from './mcq/schema';

// The zod side of the registry (index.ts): each type's schema.ts, for the server and the admin
// editor only; the learner's pages never load zod.
const PROBLEM_TYPE_SCHEMAS = {
  input: { stored: ZInputProblem, write: ZInputProblemWrite, update: ZInputProblemUpdate },
  mcq: { stored: ZMcqProblem, write: ZMcqProblemWrite, update: ZMcqProblemUpdate },
  mcma: { stored: ZMcmaProblem, write: ZMcmaProblemWrite, update: ZMcmaProblemUpdate },
  mck: { stored: ZMckProblem, write: ZMckProblemWrite, update: ZMckProblemUpdate },
  expr: { stored: ZExprProblem, write: ZExprProblemWrite, update: ZExprProblemUpdate },
} satisfies Record<ProblemType, Record<'stored' | 'write' | 'update', z.ZodType>>;

type TSchemas = (typeof PROBLEM_TYPE_SCHEMAS)[ProblemType];
// One schema per type, told apart by `type`.
const byType = <Schema extends z.core.$ZodTypeDiscriminable>(pick: (schemas: TSchemas) => Schema) =>
  PROBLEM_TYPES.map((type) => pick(PROBLEM_TYPE_SCHEMAS[type])) as [Schema, ...Schema[]];

// The answer-bearing part of a problem row, checked as a whole so the answer always fits its options.
export const ZStoredProblem = z.discriminatedUnion('type', byType((schemas) => schemas.stored));

// POST /admin/problems; the form's resolver. Output answers are in their stored shape
// (mcma: sorted unique keys) and always satisfy ZStoredProblem.
export const ZProblemWrite = z.discriminatedUnion('type', byType((schemas) => schemas.write));
export type TProblemWrite = z.input<typeof ZProblemWrite>;
export type TProblemWriteParsed = z.output<typeof ZProblemWrite>;

// PUT /admin/problems/:problemId: the same with the version the admin started from.
export const ZProblemUpdate = z.discriminatedUnion('type', byType((schemas) => schemas.update));
export type TProblemUpdate = z.input<typeof ZProblemUpdate>;
export type TProblemUpdateParsed = z.output<typeof ZProblemUpdate>;
