import { Link } from '../../lib/router';
import { primaryButton } from '../../components/button-styles';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/session';
import { useIsHydrated } from '../../lib/use-hydrated';
import { paths } from '../../routes';
import { LastOpenedProblem } from './components/last-opened-problem';

const highlights = [
  { title: 'Bertahap', text: 'Dari kategori, topik, hingga subtopik.' },
  { title: 'XP & Streak', text: 'Kumpulkan XP dan jaga streak harian Anda.' },
  { title: 'Pembahasan', text: 'Pelajari cara penyelesaian setiap soal.' },
];

export function HomePage() {
  // The page rendered on the server is everyone's: a signed-in learner's own link joins it once
  // the browser has taken over, and a guest's page stays exactly that page.
  const isHydrated = useIsHydrated();
  const { user } = useMe();
  return (
    <>
      <PageTitle />
      <section className="mx-auto max-w-3xl px-4 pb-12 pt-12 text-center sm:pt-20">
        <h1 className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-5xl">
          Selamat Datang di Latihan Soal Matematika
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
          Asah kemampuan matematika Anda dengan latihan soal bertahap, dari kategori hingga subtopik. Kumpulkan XP, jaga
          streak harian Anda, dan pelajari pembahasan setiap soal.
        </p>
        <div className="mt-8">
          <Link to={paths.latsol} className={`${primaryButton} min-h-12 px-8 text-lg`}>
            Mulai Latihan
          </Link>
        </div>
      </section>
      {isHydrated && user ? <LastOpenedProblem /> : null}
      <section aria-label="Keunggulan" className="mx-auto max-w-5xl px-4 pb-16">
        <ul className="grid gap-4 sm:grid-cols-3">
          {highlights.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="font-semibold text-indigo-800">{item.title}</h2>
              <p className="mt-1 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
