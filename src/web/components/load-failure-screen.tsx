import { useLocation, useNavigate } from '../lib/router';
import { primaryButton, secondaryButton } from './button-styles';
import { PageTitle } from './page-title';
import { ApiError } from '../lib/api-client';
import { getErrorMessage } from '../lib/error-messages';
import { paths } from '../routes';

type TCatalogLevel = 'category' | 'topic' | 'subtopic' | 'problem';

const NOT_FOUND_TEXT: Record<TCatalogLevel, string> = {
  category: 'Kategori tidak ditemukan!',
  topic: 'Topik tidak ditemukan!',
  subtopic: 'Subtopik tidak ditemukan!',
  problem: 'Soal tidak ditemukan!',
};

const LEVEL_WORD: Record<TCatalogLevel, string> = {
  category: 'kategori',
  topic: 'topik',
  subtopic: 'subtopik',
  problem: 'soal',
};

// A missing parent is reported at its own level: /latsol/CA-GONE/TO-X says the category is missing.
const LEVEL_BY_NOT_FOUND_CODE: Record<string, TCatalogLevel> = {
  'catalog.category_not_found': 'category',
  'catalog.topic_not_found': 'topic',
  'catalog.subtopic_not_found': 'subtopic',
  'practice.problem_not_found': 'problem',
};

function notFoundLevel(error: unknown, pageLevel: TCatalogLevel): TCatalogLevel | null {
  if (!(error instanceof ApiError)) return null;
  const level = LEVEL_BY_NOT_FOUND_CODE[error.code];
  if (level) return level;
  // A malformed id (400) cannot name anything that exists.
  return error.status === 400 || error.status === 404 ? pageLevel : null;
}

export type TLoadFailureProps = {
  error: unknown;
  level: TCatalogLevel;
  onRetry: () => void;
  /** Where 'Kembali' goes when this page was opened directly (no history to go back to). */
  fallbackPath?: string;
};

/** The listing pages' error screen: not found at the right level, or 'Gagal memuat …' with 'Kembali'. */
export function LoadFailureScreen({ error, level, onRetry, fallbackPath = paths.latsol }: TLoadFailureProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const missingLevel = notFoundLevel(error, level);
  const title = missingLevel ? NOT_FOUND_TEXT[missingLevel] : `Gagal memuat ${LEVEL_WORD[level]}: ${getErrorMessage(error)}`;

  // React Router marks the entry the app was opened on with the key 'default'.
  const goBack = () => (location.key === 'default' ? navigate(fallbackPath) : navigate(-1));

  return (
    <>
      <PageTitle title={missingLevel ? NOT_FOUND_TEXT[missingLevel] : 'Gagal memuat'} />
      <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <h1 className={missingLevel ? 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl' : 'text-lg font-semibold text-red-700'}>
          {title}
        </h1>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={primaryButton} onClick={goBack}>
            Kembali
          </button>
          {missingLevel ? null : (
            <button type="button" className={secondaryButton} onClick={onRetry}>
              Coba Lagi
            </button>
          )}
        </div>
      </section>
    </>
  );
}
