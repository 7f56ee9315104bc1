import type { Ref } from 'react';
import { Link } from '../../../lib/router';
import { THEORY_CATEGORY_NAME } from '../../../../core/theories';
import { secondaryButton } from '../../../components/button-styles';
import { labelClass } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../routes';
import type { TTheorySubtopic } from '../../../lib/api/get-theory-subtopics';

export const CATEGORY_MISSING_MESSAGE = `Kategori '${THEORY_CATEGORY_NAME}' tidak ditemukan. Silakan buat kategori '${THEORY_CATEGORY_NAME}' terlebih dahulu.`;

type SubtopicPickerProps = {
  selectRef: Ref<HTMLSelectElement>;
  subtopics: TTheorySubtopic[] | undefined;
  value: string | null;
  failure: 'category-missing' | 'load-failed' | null;
  onRetry: () => void;
  onChange: (subtopicId: string) => void;
};

export function SubtopicPicker({ selectRef, subtopics, value, failure, onRetry, onChange }: SubtopicPickerProps) {
  if (failure === 'category-missing') {
    return (
      <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p className="font-medium">{CATEGORY_MISSING_MESSAGE}</p>
        <Link to={paths.adminManage} className={`${secondaryButton} mt-3`}>
          Buka Kelola Kategori
        </Link>
      </div>
    );
  }
  if (failure === 'load-failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">Gagal memuat topik!</p>
        <button type="button" className={secondaryButton} onClick={onRetry}>
          Coba Lagi
        </button>
      </div>
    );
  }

  const options = (subtopics ?? []).map((subtopic) => ({ value: subtopic.subtopicId, label: `${subtopic.topicName} › ${subtopic.subtopicName}` }));
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <label htmlFor="theory-subtopic" className={labelClass}>
        Subtopik di kategori '{THEORY_CATEGORY_NAME}'
      </label>
      <div className="max-w-xl">
        <Select
          id="theory-subtopic"
          ref={selectRef}
          options={options}
          placeholder={subtopics ? 'Pilih subtopik...' : 'Memuat subtopik...'}
          disabled={!subtopics}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {subtopics && subtopics.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Belum ada subtopik di kategori '{THEORY_CATEGORY_NAME}'. Tambahkan lewat{' '}
          <Link to={paths.adminManage} className="font-medium text-indigo-700 underline underline-offset-4">
            Kelola Kategori
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
