import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UNRESOLVED_REPORT_STATUSES } from '../../../core/item-analytics';
import { problemReports } from '../../db/schema';
import { isOneOf } from '../../db/schema/checks';

// A problem's reports an admin has not closed, counted when read (issue 50: no counter kept beside
// them). Both read problem_reports_unresolved_problem_idx, whose condition is this one.
const isUnresolved = isOneOf(problemReports.reportStatus, UNRESOLVED_REPORT_STATUSES);

export const openReportsOf = (problemId: AnyPgColumn | SQL) =>
  sql<number>`(select count(*)::int from ${problemReports} where ${problemReports.problemId} = ${problemId} and ${isUnresolved})`;

export const hasOpenReports = (problemId: AnyPgColumn | SQL) =>
  sql<boolean>`exists (select from ${problemReports} where ${problemReports.problemId} = ${problemId} and ${isUnresolved})`;
