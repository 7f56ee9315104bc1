import { tryoutSectionProblems, tryoutSections, tryouts } from './schema';
import type { Writer } from './unique-code';

// Issue 36: a tryout as an admin builds it (its window, sections and problems), for the tests and
// the bench, which then sit it through the learner API.

export type NewTryout = {
  title?: string;
  opensAt: Date;
  closesAt: Date;
  published?: boolean;
  sections: { name: string; durationSeconds: number; problemIds: number[] }[];
};

export async function createTryout(db: Writer, input: NewTryout) {
  const [tryout] = await db
    .insert(tryouts)
    .values({ title: input.title ?? 'Tryout SNBT Matematika', opensAt: input.opensAt, closesAt: input.closesAt, publishedAt: input.published === false ? null : input.opensAt })
    .returning({ id: tryouts.id });
  const sections = [];
  for (const [position, section] of input.sections.entries()) {
    const [row] = await db
      .insert(tryoutSections)
      .values({ tryoutId: tryout!.id, position: position + 1, name: section.name, durationSeconds: section.durationSeconds })
      .returning({ id: tryoutSections.id });
    if (section.problemIds.length > 0) {
      await db.insert(tryoutSectionProblems).values(section.problemIds.map((problemId, index) => ({ sectionId: row!.id, tryoutId: tryout!.id, problemId, position: index + 1 })));
    }
    sections.push({ id: row!.id, problemIds: section.problemIds });
  }
  return { id: tryout!.id, sections };
}
