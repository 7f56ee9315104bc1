import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Role } from '../../../core/roles';
import { THEORY_CATEGORY_NAME } from '../../../core/theories';
import type { Database } from '../client';
import {
  createCategory,
  createProblem,
  createSubtopic,
  createTheory,
  createTopic,
  createUserWithPassword,
} from '../factories';
import { categories, problemTheories, users } from '../schema';
import { demoContent } from './demo-content';
import { ensureTheoryCategory } from './theory-category';

export type SeededAccount = { email: string; password: string; role: Role; generated: boolean };

// Inserts the demo catalogue once: skipped when any category but 'List Teori' already exists.
export async function seedDemoContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both seed.
    await tx.execute('select pg_advisory_xact_lock(72310555)');
    // 'List Teori' alone (made at an earlier start, seed-on-start.ts) is no content: the demo
    // fills it.
    const [existing] = await tx.select({ n: count() }).from(categories).where(eq(categories.isTheoryList, false));
    if ((existing?.n ?? 0) > 0) return false;

    const theoryIds = new Map<string, number>();
    const theoryFirst = [...demoContent].sort((a, b) => Number(b.name === THEORY_CATEGORY_NAME) - Number(a.name === THEORY_CATEGORY_NAME));
    for (const category of theoryFirst) {
      const sortOrder = demoContent.indexOf(category);
      const fields = { description: category.description, sortOrder, isPublished: category.published };
      const categoryRow =
        category.name === THEORY_CATEGORY_NAME
          ? (await tx.update(categories).set(fields).where(eq(categories.id, (await ensureTheoryCategory(tx)).id)).returning())[0]!
          : await createCategory(tx, { name: category.name, ...fields });
      for (const [topicIndex, topic] of category.topics.entries()) {
        const topicRow = await createTopic(tx, { categoryId: categoryRow.id, name: topic.name, sortOrder: topicIndex, isPublished: topic.published });
        for (const [subtopicIndex, subtopic] of topic.subtopics.entries()) {
          const subtopicRow = await createSubtopic(tx, {
            topicId: topicRow.id,
            name: subtopic.name,
            sortOrder: subtopicIndex,
            isPublished: subtopic.published,
          });
          for (const [theoryIndex, theory] of (subtopic.theories ?? []).entries()) {
            const theoryRow = await createTheory(tx, { subtopicId: subtopicRow.id, content: theory.content, sortOrder: theoryIndex });
            theoryIds.set(theory.key, theoryRow.id);
          }
          for (const problem of subtopic.problems) {
            const problemRow = await createProblem(tx, {
              subtopicId: subtopicRow.id,
              type: problem.type,
              questionText: problem.question,
              answer: problem.answer,
              options: problem.options ?? null,
              answerCategories: problem.answerCategories,
              solutionText: problem.solution ?? null,
              videoLink: problem.videoLink ?? null,
              tag: problem.tag,
              isPublic: problem.isPublic ?? false,
              answerMode: problem.type === 'input' ? (problem.answerMode ?? 'number') : 'text',
            });
            const links = (problem.theoryKeys ?? []).map((key, index) => {
              const theoryId = theoryIds.get(key);
              if (theoryId === undefined) throw new Error(`Demo problem links unknown theory ${key}`);
              return { problemId: problemRow.id, theoryId, sortOrder: index };
            });
            if (links.length > 0) await tx.insert(problemTheories).values(links);
          }
        }
      }
    }
    return true;
  });
}

function generatedPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}

// Creates the admin (from ADMIN_EMAIL/ADMIN_PASSWORD or generated) and a demo learner,
// each only when that email does not exist yet. Returns what it created, to print once.
export async function seedAccounts(
  db: Database,
  options: { adminEmail?: string; adminPassword?: string; withDemoLearner: boolean },
): Promise<SeededAccount[]> {
  // One transaction under the seeding lock: two instances starting together on an empty
  // database must not both create the admin (the second would stop on the unique email).
  return db.transaction(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(72310555)');
    const wanted: SeededAccount[] = [];
    const adminEmail = options.adminEmail ?? 'admin@latihan-soal.local';
    const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (options.adminEmail || !anyAdmin) {
      wanted.push({
        email: adminEmail,
        password: options.adminPassword ?? generatedPassword(),
        role: 'admin',
        generated: !options.adminPassword,
      });
    }
    if (options.withDemoLearner) {
      wanted.push({ email: 'siswa@latihan-soal.local', password: generatedPassword(), role: 'basic', generated: true });
    }
    const created: SeededAccount[] = [];
    for (const account of wanted) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
      if (existing) continue;
      await createUserWithPassword(tx, { email: account.email, password: account.password, role: account.role });
      created.push(account);
    }
    return created;
  });
}
