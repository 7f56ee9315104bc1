import type { Logger } from 'pino';

import type { Role } from '../../core/roles';
import type { ResponseState } from './response-headers';

export type SessionUser = { id: string; email: string; role: Role };

export type AppEnv = {
  Variables: {
    logger: Logger;
    requestId: string;
    /** The response's headers so far and how it is built (http/response-headers.ts). */
    responseState: ResponseState;
  };
};
