import { parse as parseCookies } from 'hono/utils/cookie';
import { TIME_ZONE_COOKIE } from '../../../core/time-zone';

/** The zone a learner's request names: ?tz= when given, else the dashboard's cookie (decision 049). */
export const timeZoneOfRequest = (cookieHeader: string | undefined, query?: string): string | undefined =>
  query ?? parseCookies(cookieHeader ?? '', TIME_ZONE_COOKIE)[TIME_ZONE_COOKIE];
