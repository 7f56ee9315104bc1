import type { Logger } from 'pino';

import type { Role } from '../../core/roles';

export type SessionUser = { id: string; email: string; role: Role };

export type AppEnv = {
  Variables: {
    logger: Logger;
    requestId: string;
    /** CSP sources ('sha256-...') of the inline <style> a server-rendered page carries. */
    inlineStyleSources?: string[];
  };
};
