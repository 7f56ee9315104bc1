import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { generatePublicCode } from '../../core/public-code';
import type { Database } from './client';
import { accounts, categories, problems, subtopics, theories, topics, users } from './schema';

// Shared by the demo seed, the CLI and the tests, so they all build rows the same way.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Tx;

export type NewUser = { email: string; password: string; role?: 'admin' | 'basic'; emailVerified?: boolean; name?: string };

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
      role: input.role ?? 'basic',
    })
    .returning({ id: users.id, email: users.email, role: users.role });
  await db.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  return user!;
}

export async function createCategory(db: Writer, input: { name: string; description?: string; sortOrder?: number; isPublished?: boolean }) {
  const [row] = await db
    .insert(categories)
    .values({
      categoryId: generatePublicCode('category'),
      categoryName: input.name,
      description: input.description ?? '',
      sortOrder: input.sortOrder ?? 0,
      isPublished: input.isPublished ?? false,
    })
    .returning();
  return row!;
}

export async function createTopic(db: Writer, input: { categoryId: number; name: string; sortOrder?: number; isPublished?: boolean }) {
  const [row] = await db
    .insert(topics)
    .values({
      topicId: generatePublicCode('topic'),
      topicName: input.name,
      categoryId: input.categoryId,
      sortOrder: input.sortOrder ?? 0,
      isPublished: input.isPublished ?? false,
    })
    .returning();
  return row!;
}

export async function createSubtopic(db: Writer, input: { topicId: number; name: string; sortOrder?: number; isPublished?: boolean }) {
  const [row] = await db
    .insert(subtopics)
    .values({
      subtopicId: generatePublicCode('subtopic'),
      subtopicName: input.name,
      topicId: input.topicId,
      sortOrder: input.sortOrder ?? 0,
      isPublished: input.isPublished ?? false,
    })
    .returning();
  return row!;
}

export async function createTheory(db: Writer, input: { subtopicId: number; content: string; sortOrder?: number }) {
  const [row] = await db
    .insert(theories)
    .values({ theoryId: generatePublicCode('theory'), subtopicId: input.subtopicId, content: input.content, sortOrder: input.sortOrder ?? 0 })
    .returning();
  return row!;
}

export type NewProblem = {
  subtopicId: number;
  type: 'input' | 'mcq' | 'mcma' | 'mck';
  questionText: string;
  answer: unknown;
  options?: Record<string, string> | null;
  answerCategories?: string[];
  solutionText?: string | null;
  videoLink?: string | null;
  tag?: string;
  isPublic?: boolean;
};

export async function createProblem(db: Writer, input: NewProblem) {
  const [row] = await db
    .insert(problems)
    .values({
      problemId: generatePublicCode('problem'),
      subtopicId: input.subtopicId,
      type: input.type,
      questionText: input.questionText,
      answer: input.answer,
      options: input.options ?? null,
      answerCategories: input.answerCategories ?? ['Benar', 'Salah'],
      solutionText: input.solutionText ?? null,
      hasSolution: Boolean(input.solutionText),
      isPublic: input.isPublic ?? false,
      videoLink: input.videoLink ?? null,
      tag: input.tag ?? '',
    })
    .returning();
  return row!;
}
