import { Select } from '../../../components/ui/select';
import { labelClass } from '../../../components/ui/field';
import { useCategoryOptions } from '../api/get-category-options';
import { useSubtopicOptions } from '../api/get-subtopic-options';
import { useTopicOptions } from '../api/get-topic-options';

export type TSubtopicChoice = { categoryId: string; topicId: string; subtopicId: string };

/** Category › topic › subtopic, each select filled once the one before it is chosen. */
export function SubtopicPicker({ value, onChange, errorId }: { value: TSubtopicChoice; onChange: (value: TSubtopicChoice) => void; errorId?: string }) {
  const categories = useCategoryOptions();
  const topics = useTopicOptions(value.categoryId);
  const subtopics = useSubtopicOptions(value.categoryId, value.topicId);
  const loading = (isLoading: boolean) => (isLoading ? 'Memuat...' : undefined);

  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor="assignment-category" className={labelClass}>
          Kategori
        </label>
        <Select
          id="assignment-category"
          value={value.categoryId}
          placeholder={loading(categories.isPending) ?? 'Pilih kategori'}
          options={(categories.data?.categories ?? []).map((category) => ({ value: category.categoryId, label: category.categoryName }))}
          onChange={(event) => onChange({ categoryId: event.target.value, topicId: '', subtopicId: '' })}
        />
      </div>
      <div>
        <label htmlFor="assignment-topic" className={labelClass}>
          Topik
        </label>
        <Select
          id="assignment-topic"
          value={value.topicId}
          disabled={value.categoryId === ''}
          placeholder={loading(topics.isFetching) ?? 'Pilih topik'}
          options={(topics.data?.topics ?? []).map((topic) => ({ value: topic.topicId, label: topic.topicName }))}
          onChange={(event) => onChange({ ...value, topicId: event.target.value, subtopicId: '' })}
        />
      </div>
      <div>
        <label htmlFor="assignment-subtopic" className={labelClass}>
          Subtopik
        </label>
        <Select
          id="assignment-subtopic"
          value={value.subtopicId}
          disabled={value.topicId === ''}
          aria-describedby={errorId}
          placeholder={loading(subtopics.isFetching) ?? 'Pilih subtopik'}
          options={(subtopics.data?.subtopics ?? []).map((subtopic) => ({ value: subtopic.subtopicId, label: subtopic.subtopicName }))}
          onChange={(event) => onChange({ ...value, subtopicId: event.target.value })}
        />
      </div>
    </div>
  );
}
