import { Link } from '../../lib/router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../routes';

const sections = [
  { to: paths.adminManage, title: 'Kelola Kategori, Topik & Subtopik' },
  { to: paths.adminProblems, title: 'Kelola Soal' },
  { to: paths.adminTryouts, title: 'Kelola Tryout' },
  { to: paths.adminTheories, title: 'Kelola Teori' },
  { to: paths.adminUsers, title: 'Kelola Pengguna' },
  { to: paths.adminMailOutbox, title: 'Kotak Surat (Outbox)' },
  { to: paths.adminReports, title: 'Laporan Soal' },
  { to: paths.adminUserQuestions, title: 'Pertanyaan User' },
];

export function AdminHomePage() {
  return (
    <>
      <PageTitle title="Admin Panel" />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Panel</h1>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="flex min-h-24 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-lg font-semibold text-slate-900 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50"
              >
                <span>{section.title}</span>
                <span aria-hidden="true" className="text-indigo-700">
                  &rarr;
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
