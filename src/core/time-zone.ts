// The zone that decides "today" for a learner whose browser does not say (spec 4).
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

// The browser's zone, kept by the dashboard for the server's render of it (decision 049).
export const TIME_ZONE_COOKIE = 'lsm_tz';
