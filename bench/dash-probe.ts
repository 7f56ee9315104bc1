import { sql } from 'drizzle-orm';
import { createDatabase } from '../src/server/db/client';
import { runningEmbeddedUrl } from '../src/server/db/embedded';
import { createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { generatePublicCode } from '../src/core/public-code';
import { problems } from '../src/server/db/schema';
import { signIn, startServer } from './support';
const s = await startServer({ LOG_LEVEL: 'warn' });
const d = createDatabase(runningEmbeddedUrl(s.dataDir)!, { maxConnections: 2 });
const path = await createPublishedPath(d.db);
await d.db.insert(problems).values(Array.from({ length: 3000 }, () => ({ problemId: generatePublicCode('problem'), subtopicId: path.subtopic.id, type: 'mcq', questionText: 'q', answer: 'A' })));
const u = await createUserWithPassword(d.db, { email: 'h@contoh.id', password: 'bench-password-123' });
await d.db.execute(sql`insert into user_progress (user_id, problem_id, is_correct, attempts_count, updated_at) select ${u.id}, id, id % 3 = 0, 1 + id % 5, now() - ((id % 60) || ' days')::interval from problems`);
const cookie = await signIn(s.baseUrl, 'h@contoh.id', 'bench-password-123');
for (const url of ['/math/api/dashboard', '/math/api/dashboard', '/math/api/dashboard', '/math/api/me', '/math/api/bookmarks']) {
  const t0 = performance.now();
  const r = await fetch(s.baseUrl + url, { headers: { cookie } });
  await r.text();
  console.log(url, r.status, (performance.now() - t0).toFixed(1), 'ms');
}
await d.close(); await s.stop();
