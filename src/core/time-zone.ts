// The zone that decides "today" for a learner whose browser does not say (spec 4).
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';
