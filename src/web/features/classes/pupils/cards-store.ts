import type { TPupilCard } from './pupils-api';

// The cards just made, for the print page: kept in this tab's memory only (never in storage or a
// URL), since they hold passwords. A reload forgets them; a new password gives a new card.
export type TCardSheet = { classId: string; className: string; cards: TPupilCard[] };

let sheet: TCardSheet | null = null;

export const keepCards = (next: TCardSheet) => {
  sheet = next;
};

export const cardsOf = (classId: string): TCardSheet | null => (sheet?.classId === classId ? sheet : null);
