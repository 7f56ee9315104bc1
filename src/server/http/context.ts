import type { Logger } from 'pino';

import type { Role } from '../../core/roles';

export type SessionUser = { id: string; email: string; role: Role };

export type AppEnv = {
  Variables: {
    logger: Logger;
    requestId: string;
  };
};
