import { useId, useState, type FormEvent } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import { inputClass, labelClass } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import type { TTreeCategory } from '../api/get-content-tree';
import { filterLevelOptions } from '../content-tree-options';
import type { TProblemListFilters } from '../list-filters';

type ProblemFiltersProps = {
  filters: TProblemListFilters;
  categories: TTreeCategory[];
  isTreeLoading: boolean;
  onChange: (change: Partial<Omit<TProblemListFilters, 'page'>>) => void;
};

/** Category > topic > subtopic, then a search by problem id or text (run on Enter or 'Cari'). */
export function ProblemFilters({ filters, categories, isTreeLoading, onChange }: ProblemFiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  const [syncedQ, setSyncedQ] = useState(filters.q);
  // Back/forward through the history changes the URL's search: the box follows it.
  if (syncedQ !== filters.q) {
    setSyncedQ(filters.q);
    setSearch(filters.q);
  }
  const levels = filterLevelOptions(categories, filters);
  const treePlaceholder = isTreeLoading ? 'Memuat...' : undefined;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: search });
  };

  return (
    <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 xl:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)]">
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          Kategori
        </label>
        <Select
          id={`${id}-category`}
          value={filters.categoryId}
          options={levels.categories}
          placeholder={treePlaceholder ?? 'Semua kategori'}
          onChange={(event) => onChange({ categoryId: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-topic`} className={labelClass}>
          Topik
        </label>
        <Select
          id={`${id}-topic`}
          value={filters.topicId}
          options={levels.topics}
          placeholder={filters.categoryId ? 'Semua topik' : 'Pilih kategori dulu'}
          disabled={!filters.categoryId}
          onChange={(event) => onChange({ topicId: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-subtopic`} className={labelClass}>
          Subtopik
        </label>
        <Select
          id={`${id}-subtopic`}
          value={filters.subtopicId}
          options={levels.subtopics}
          placeholder={filters.topicId ? 'Semua subtopik' : 'Pilih topik dulu'}
          disabled={!filters.topicId}
          onChange={(event) => onChange({ subtopicId: event.target.value })}
        />
      </div>
      <form role="search" onSubmit={onSearch} className="md:col-span-2 xl:col-span-1">
        <label htmlFor={`${id}-search`} className={labelClass}>
          Cari soal
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="PR-XXXXXXXX atau teks soal"
            maxLength={200}
            className={inputClass(false)}
          />
          <button type="submit" className={secondaryButton}>
            Cari
          </button>
        </div>
      </form>
    </div>
  );
}
