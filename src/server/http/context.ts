import type { Logger } from 'pino';

export type SessionUser = { id: string; email: string; role: 'admin' | 'basic' };

export type AppEnv = {
  Variables: {
    logger: Logger;
    requestId: string;
  };
};
