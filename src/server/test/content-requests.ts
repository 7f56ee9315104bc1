import type { TProblemWrite } from '../../core/problem-editor';

// For the tests that send many content writes at once.

export const times = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));

// What the admin problem form sends for a plain input problem.
export const inputProblemRequest = (subtopicId: string, questionText = 'Soal baru'): TProblemWrite => ({
  subtopicId,
  type: 'input',
  questionText,
  answer: '1',
  solutionText: '',
  videoLink: '',
  tag: '',
  hasSolution: false,
  isPublic: true,
  theoryIds: [],
});
