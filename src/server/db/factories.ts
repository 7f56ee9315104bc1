import crypto from 'node:crypto';
import type { TAnswerMode } from '../../core/answer-mode';
import { hashPassword } from '../passwords';
import { DEFAULT_ANSWER_CATEGORIES, type ProblemType, type TProblemOptions, type TStoredAnswer } from '../../problem-types';
import { DEFAULT_ROLE, type Role } from '../../core/roles';
import { THEORY_CATEGORY_NAME } from '../../core/theories';
import { accounts, categories, problems, subtopics, theories, topics, users } from './schema';
import { insertWithUniqueCode, type Writer } from './unique-code';

// Shared by the demo seed, the CLI and the tests, so they all build rows the same way.

export type NewUser = { email: string; password: string; role?: Role; emailVerified?: boolean; name?: string };

export async function createUserWithPassword(db: Writer, input: NewUser) {
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      id,
      email: input.email.toLowerCase(),
      name: input.name ?? input.email.split('@')[0] ?? '',
      emailVerified: input.emailVerified ?? true,
      role: input.role ?? DEFAULT_ROLE,
    })
    .returning({ id: users.id, email: users.email, role: users.role });
  await db.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  return user!;
}

export async function createCategory(db: Writer, input: { name: string; description?: string; sortOrder?: number; isPublished?: boolean }) {
  return insertWithUniqueCode(db, 'category', async (tx, code) => {
    const [row] = await tx
      .insert(categories)
      .values({
        categoryId: code,
        categoryName: input.name,
        description: input.description ?? '',
        sortOrder: input.sortOrder ?? 0,
        isPublished: input.isPublished ?? false,
        // The database allows the name on the marked row only (decision 034).
        isTheoryList: input.name === THEORY_CATEGORY_NAME,
      })
      .returning();
    return row!;
  });
}

export async function createTopic(db: Writer, input: { categoryId: number; name: string; sortOrder?: number; isPublished?: boolean }) {
  return insertWithUniqueCode(db, 'topic', async (tx, code) => {
    const [row] = await tx
      .insert(topics)
      .values({ topicId: code, topicName: input.name, categoryId: input.categoryId, sortOrder: input.sortOrder ?? 0, isPublished: input.isPublished ?? false })
      .returning();
    return row!;
  });
}

export async function createSubtopic(db: Writer, input: { topicId: number; name: string; sortOrder?: number; isPublished?: boolean }) {
  return insertWithUniqueCode(db, 'subtopic', async (tx, code) => {
    const [row] = await tx
      .insert(subtopics)
      .values({ subtopicId: code, subtopicName: input.name, topicId: input.topicId, sortOrder: input.sortOrder ?? 0, isPublished: input.isPublished ?? false })
      .returning();
    return row!;
  });
}

export async function createTheory(db: Writer, input: { subtopicId: number; content: string; sortOrder?: number }) {
  return insertWithUniqueCode(db, 'theory', async (tx, code) => {
    const [row] = await tx
      .insert(theories)
      .values({ theoryId: code, subtopicId: input.subtopicId, content: input.content, sortOrder: input.sortOrder ?? 0 })
      .returning();
    return row!;
  });
}

export type NewProblem = {
  subtopicId: number;
  type: ProblemType;
  questionText: string;
  answer: TStoredAnswer;
  options?: TProblemOptions | null;
  answerCategories?: string[];
  solutionText?: string | null;
  videoLink?: string | null;
  tag?: string;
  isPublic?: boolean;
  // Test and seed problems are published unless they say otherwise (issue 31: the app's own
  // create starts a draft).
  isPublished?: boolean;
  // Input problems (issue 14); the database default is 'text'.
  answerMode?: TAnswerMode;
  answerTolerance?: string | null;
};

export async function createProblem(db: Writer, input: NewProblem) {
  return insertWithUniqueCode(db, 'problem', async (tx, code) => {
    const [row] = await tx
      .insert(problems)
      .values({
        problemId: code,
        subtopicId: input.subtopicId,
        type: input.type,
        questionText: input.questionText,
        answer: input.answer,
        options: input.options ?? null,
        answerCategories: input.answerCategories ?? [...DEFAULT_ANSWER_CATEGORIES],
        solutionText: input.solutionText ?? null,
        hasSolution: Boolean(input.solutionText),
        isPublic: input.isPublic ?? false,
        isPublished: input.isPublished ?? true,
        videoLink: input.videoLink ?? null,
        tag: input.tag ?? '',
        answerMode: input.answerMode ?? 'text',
        answerTolerance: input.answerTolerance ?? null,
      })
      .returning();
    return row!;
  });
}

// A published category > topic > subtopic chain, for tests that need somewhere to put problems.
export async function createPublishedPath(db: Writer, names: { category?: string; topic?: string; subtopic?: string } = {}) {
  const category = await createCategory(db, { name: names.category ?? 'Aljabar', isPublished: true });
  const topic = await createTopic(db, { categoryId: category.id, name: names.topic ?? 'Persamaan', isPublished: true });
  const subtopic = await createSubtopic(db, { topicId: topic.id, name: names.subtopic ?? 'Persamaan Linear', isPublished: true });
  return { category, topic, subtopic };
}
