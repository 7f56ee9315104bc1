import crypto from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle, openPostgres } from '../db/client';

export type TestDatabase = DatabaseHandle & { url: string; drop: () => Promise<void> };

// A fresh database for one test file, cloned from the migrated template (fast: a file copy).
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const template = inject('templateDatabase');
  const name = `lsm_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = openPostgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    // Two files cloning at the same moment can briefly see the template "in use": retry.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.unsafe(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString(), { maxConnections: 5 });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const dropper = openPostgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await dropper.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}
