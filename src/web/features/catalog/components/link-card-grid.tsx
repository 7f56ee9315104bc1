import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';

/** detail: what only a signed-in learner sees on the card (a subtopic's level), beneath the rest. */
export type TLinkCard = { key: string; to: string; title: string; description?: string; detail?: ReactNode };

/** Category, topic and subtopic cards: each whole card is one link. */
export function LinkCardGrid({ cards }: { cards: TLinkCard[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key}>
          <Link
            to={card.to}
            className="flex h-full min-h-20 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50"
          >
            <span className="min-w-0">
              <span className="block text-lg font-semibold leading-snug text-slate-900">{card.title}</span>
              {card.description ? <span className="mt-1 block text-slate-600">{card.description}</span> : null}
              {card.detail}
            </span>
            <span aria-hidden="true" className="shrink-0 text-xl text-indigo-700">
              &rarr;
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
