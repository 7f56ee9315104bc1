// The zone that decides "today" for a learner whose browser does not say (spec 4).
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** The cookie in which the SPA keeps the browser's zone, so the server can render the dashboard's "today". */
export const TIME_ZONE_COOKIE = 'lsm_tz';
