import { problemImages } from '../../db/schema';
import type { Writer } from '../../db/unique-code';

export function createProblemImagesRepository() {
  return {
    insert: async (writer: Writer, input: { imageId: string; imageUrl: string }) => {
      await writer.insert(problemImages).values(input);
    },
  };
}

export type ProblemImagesRepository = ReturnType<typeof createProblemImagesRepository>;
