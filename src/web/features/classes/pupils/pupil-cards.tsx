import type { TPupilCard } from './pupils-api';

// Ten cards to an A4 sheet (styles.css: 2 × 5 of 95 × 54 mm inside 10 mm margins), cut along the
// dashed lines; printing shows the cards only.
const CARDS_PER_SHEET = 10;

function sheetsOf(cards: TPupilCard[]): TPupilCard[][] {
  const sheets: TPupilCard[][] = [];
  for (let index = 0; index < cards.length; index += CARDS_PER_SHEET) sheets.push(cards.slice(index, index + CARDS_PER_SHEET));
  return sheets;
}

function PupilCard({ card, className, loginUrl }: { card: TPupilCard; className: string; loginUrl: string }) {
  return (
    <li className="pupil-card flex flex-col justify-between overflow-hidden border border-dashed border-slate-400 bg-white p-3 text-slate-900 break-inside-avoid">
      <div>
        <p className="truncate text-xs text-slate-600">Latihan Soal Matematika · {className}</p>
        <p className="mt-0.5 line-clamp-2 text-base font-bold [overflow-wrap:anywhere]">
          {card.name}
          {card.rollNumber !== null ? <span className="font-normal text-slate-600"> · No. absen {card.rollNumber}</span> : null}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="text-slate-600">Nama login</dt>
        <dd className="font-mono font-semibold">{card.loginName}</dd>
        <dt className="text-slate-600">Password</dt>
        <dd className="font-mono font-semibold">{card.password}</dd>
      </dl>
      <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">Masuk di {loginUrl}. Simpan kartu ini; password dapat diganti di halaman Akun.</p>
    </li>
  );
}

export function PupilCards({ className, cards }: { className: string; cards: TPupilCard[] }) {
  const loginUrl = `${window.location.origin}/math/login`;
  return (
    <div className="pupil-cards">
      {sheetsOf(cards).map((sheet, index) => (
        <ul key={index} className="pupil-sheet grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-0 print:grid-cols-2 print:gap-0" aria-label={`Lembar ${index + 1}`}>
          {sheet.map((card) => (
            <PupilCard key={card.userId} card={card} className={className} loginUrl={loginUrl} />
          ))}
        </ul>
      ))}
    </div>
  );
}
