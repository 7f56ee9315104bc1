import { useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MAX_LINKED_THEORIES } from '../../../../core/problem-editor';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { FieldError, labelClass } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { useTheories } from '../api/get-theories';
import { useTheorySubtopics } from '../../../lib/api/get-theory-subtopics';
import { linkTheory, moveTheory, unlinkTheory } from '../form-edits';
import type { TProblemFormValues } from '../form-values';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useFormEdit } from '../use-form-edit';
import { useTheoryCatalog, type TTheoryEntry } from '../use-theory-catalog';
import { smallButton, smallDangerButton } from './form-section';

const LOAD_FAILED = 'Gagal memuat daftar teori!';

function TheoryText({ theory }: { theory: TTheoryEntry | undefined }) {
  if (!theory) return <span className="text-slate-500">Teori ini tidak ditemukan di &apos;List Teori&apos;.</span>;
  return <div className="math-content line-clamp-3 text-sm text-slate-700" dangerouslySetInnerHTML={{ __html: theory.contentHtml }} />;
}

function TheoryPicker({ linkedIds, isFull }: { linkedIds: string[]; isFull: boolean }) {
  const id = useId();
  const edit = useFormEdit();
  const subtopics = useTheorySubtopics();
  const [subtopicId, setSubtopicId] = useState('');
  const theories = useTheories(subtopicId);
  const isCategoryMissing = subtopics.error instanceof ApiError && subtopics.error.code === 'admin.theory_category_missing';
  useFailureToast(subtopics.isError ? subtopics.errorUpdatedAt : theories.isError ? theories.errorUpdatedAt : 0, LOAD_FAILED);

  if (isCategoryMissing) {
    return <p className="text-sm text-amber-800">Kategori &apos;List Teori&apos; belum ada. Buat kategori &apos;List Teori&apos; di Kelola Kategori untuk menautkan teori.</p>;
  }
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <label htmlFor={`${id}-subtopic`} className={labelClass}>
        Tambah teori dari subtopik &apos;List Teori&apos;
      </label>
      <Select
        id={`${id}-subtopic`}
        value={subtopicId}
        options={(subtopics.data?.subtopics ?? []).map((subtopic) => ({ value: subtopic.subtopicId, label: `${subtopic.topicName} › ${subtopic.subtopicName}` }))}
        placeholder={subtopics.isPending ? 'Memuat...' : subtopics.isError ? LOAD_FAILED : 'Pilih subtopik teori'}
        onChange={(event) => setSubtopicId(event.target.value)}
      />
      {subtopicId === '' ? null : theories.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Memuat...
        </p>
      ) : theories.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {LOAD_FAILED}
        </p>
      ) : theories.data.theories.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Belum ada teori di subtopik ini.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {theories.data.theories.map((theory) => {
            const isLinked = linkedIds.includes(theory.theoryId);
            return (
              <li key={theory.theoryId} className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-2.5">
                <div className="min-w-0">
                  <span className="font-mono text-xs text-slate-500">{theory.theoryId}</span>
                  <div className="math-content line-clamp-3 text-sm text-slate-700" dangerouslySetInnerHTML={{ __html: theory.contentHtml }} />
                </div>
                <button
                  type="button"
                  className={smallButton}
                  disabled={isLinked || isFull}
                  aria-label={isLinked ? `Tertaut ${theory.theoryId}` : `Tautkan ${theory.theoryId}`}
                  onClick={() => edit(linkTheory(theory.theoryId))}
                >
                  {isLinked ? 'Tertaut' : 'Tautkan'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Linked theories in order: the Nth is what [teori_N] shows in the solution. */
export function TheoryLinksEditor() {
  const { control } = useFormContext<TProblemFormValues>();
  const { errors } = useFormState({ control, name: 'theoryIds' });
  const edit = useFormEdit();
  const theoryIds = useWatch({ control, name: 'theoryIds' });
  const subtopics = useTheorySubtopics();
  const catalog = useTheoryCatalog(subtopics.data?.subtopics ?? []);
  useFailureToast(catalog.failedAt, LOAD_FAILED);

  return (
    <div className="space-y-3">
      <FieldError id="theories-error" message={errors.root?.theoryIds?.message} />
      {theoryIds.length === 0 ? (
        <p className="text-sm text-slate-600">Belum ada teori yang ditautkan.</p>
      ) : (
        <ol className="space-y-2">
          {theoryIds.map((theoryId, index) => {
            const theory = catalog.byId.get(theoryId);
            return (
              <li key={theoryId} className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50/50 p-2.5">
                <code className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{`[teori_${index + 1}]`}</code>
                <div className="min-w-0 flex-1">
                  <span className="block font-mono text-xs text-slate-500">{theory ? `${theoryId} · ${theory.subtopicName}` : theoryId}</span>
                  <TheoryText theory={theory} />
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <MoveButtons
                    label={theoryId}
                    isFirst={index === 0}
                    isLast={index === theoryIds.length - 1}
                    onMove={(direction) => edit(moveTheory(index, direction))}
                  />
                  <button type="button" className={smallDangerButton} aria-label={`Lepas ${theoryId}`} onClick={() => edit(unlinkTheory(theoryId))}>
                    Lepas
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <TheoryPicker linkedIds={theoryIds} isFull={theoryIds.length >= MAX_LINKED_THEORIES} />
    </div>
  );
}
