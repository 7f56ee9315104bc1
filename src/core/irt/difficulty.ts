// An item's measured difficulty in words for the learner's review (issue 36, point 4; decision
// 057), from b on the theta scale of the tryout's participants (N(0, 1)): 'mudah' below -1,
// 'sulit' above 1, 'sedang' between (both ends included). For a = 1 an average participant
// answers a 'mudah' item right more than about 70 % of the time and a 'sulit' one less than 30 %.

export type TDifficultyWord = 'mudah' | 'sedang' | 'sulit';

export const EASY_BELOW = -1;
export const HARD_ABOVE = 1;

export function difficultyWord(b: number): TDifficultyWord {
  if (Number.isNaN(b)) throw new RangeError('difficultyWord needs a number');
  if (b < EASY_BELOW) return 'mudah';
  if (b > HARD_ABOVE) return 'sulit';
  return 'sedang';
}
