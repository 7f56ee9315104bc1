import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runningEmbeddedUrl } from '../../src/server/db/embedded';

// The running app's own database (the embedded cluster `npm start` started), for seeding
// through the same factories the tests and the demo seed use.
export function connectToAppDatabase(): DatabaseHandle {
  const url = runningEmbeddedUrl(inject('dataDir'));
  if (!url) throw new Error('the app under test is not running on an embedded database');
  return createDatabase(url, { maxConnections: 2 });
}
