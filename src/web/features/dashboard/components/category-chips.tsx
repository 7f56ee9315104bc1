import type { TDashboard } from '../api/get-dashboard';

type CategoryChipsProps = {
  categories: TDashboard['categories'];
  selectedCategoryId: string | null;
  onSelect: (categoryId: string | null) => void;
};

const chipClass = (isSelected: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors sm:text-base ${
    isSelected ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-300 hover:bg-indigo-50'
  }`;

/** The statistics below follow the chosen chip; 'Semua Kategori' counts every category. */
export function CategoryChips({ categories, selectedCategoryId, onSelect }: CategoryChipsProps) {
  const chips = [{ categoryId: null, categoryName: 'Semua Kategori' }, ...categories];
  return (
    <ul aria-label="Filter kategori" className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const isSelected = chip.categoryId === selectedCategoryId;
        return (
          <li key={chip.categoryId ?? 'all'}>
            <button type="button" aria-pressed={isSelected} className={chipClass(isSelected)} onClick={() => onSelect(chip.categoryId)}>
              {chip.categoryName}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
