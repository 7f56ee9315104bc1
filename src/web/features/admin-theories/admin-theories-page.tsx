import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { THEORY_SUBTOPIC_REQUIRED_MESSAGE } from '../../../core/theories';
import { AdminPage } from '../../components/admin/admin-page';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useFailureToast } from '../../lib/use-failure-toast';
import { LEAVE_UNSAVED_MESSAGE, useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { useCreateTheory } from './api/create-theory';
import { useTheories, type TTheory } from './api/get-theories';
import { useTheorySubtopics } from '../../lib/api/get-theory-subtopics';
import { useMoveTheory } from './api/move-theory';
import { useUpdateTheory } from './api/update-theory';
import { CATEGORY_MISSING_MESSAGE, SubtopicPicker } from './components/subtopic-picker';
import { TheoryForm } from './components/theory-form';
import { TheoryTable } from './components/theory-table';

type TEditor = { mode: 'add' } | { mode: 'edit'; theory: TTheory };
type TMoveFocus = { theoryId: string; direction: 'up' | 'down' };

function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

export function AdminTheoriesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const subtopicId = searchParams.get('subtopicId') || null;
  const subtopics = useTheorySubtopics();
  const theories = useTheories(subtopicId);
  const create = useCreateTheory();
  const update = useUpdateTheory();
  const move = useMoveTheory();

  const [editor, setEditor] = useState<TEditor | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  const moveFocus = useRef<TMoveFocus | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  useUnsavedChangesGuard(editor !== null && isDirty);

  const isCategoryMissing = errorCode(subtopics.error) === 'admin.theory_category_missing';
  useFailureToast(subtopics.isError ? subtopics.errorUpdatedAt : 0, isCategoryMissing ? CATEGORY_MISSING_MESSAGE : 'Gagal memuat topik!');
  useFailureToast(theories.isError ? theories.errorUpdatedAt : 0, 'Gagal memuat teori!');

  // A move disables the arrows while it runs; afterwards the keyboard focus goes back to the
  // moved theory's arrow (or its other arrow once it reached an end).
  useEffect(() => {
    const target = moveFocus.current;
    if (!target || move.isPending) return;
    moveFocus.current = null;
    const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>(`[data-move-theory="${target.theoryId}"] button`);
    const [up, down] = buttons ? [...buttons] : [];
    const [preferred, other] = target.direction === 'up' ? [up, down] : [down, up];
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [move.isPending]);

  const onDirtyChange = useCallback((next: boolean) => setIsDirty(next), []);
  const canDiscardEdit = () => editor === null || !isDirty || window.confirm(LEAVE_UNSAVED_MESSAGE);
  const closeEditor = () => {
    setEditor(null);
    setIsDirty(false);
  };
  const openEditor = (next: TEditor) => {
    if (!canDiscardEdit()) return;
    setIsDirty(false);
    setEditor(next);
  };

  const chooseSubtopic = (next: string) => {
    if (!canDiscardEdit()) return;
    closeEditor();
    setSearchParams(next ? { subtopicId: next } : {});
  };

  const startAdding = () => {
    if (!subtopicId) {
      toast.error(THEORY_SUBTOPIC_REQUIRED_MESSAGE);
      selectRef.current?.focus();
      return;
    }
    openEditor({ mode: 'add' });
  };

  const save = async (content: string) => {
    if (!subtopicId || !editor) return;
    const isAdding = editor.mode === 'add';
    try {
      if (isAdding) await create.mutateAsync({ subtopicId, content });
      else await update.mutateAsync({ subtopicId, theoryId: editor.theory.theoryId, content });
    } catch (error) {
      toast.error(isAdding ? 'Gagal menambah!' : 'Gagal mengedit!');
      throw error;
    }
    toast.success(isAdding ? 'Teori berhasil ditambah' : 'Teori berhasil diedit');
    closeEditor();
  };

  const moveTheory = (theory: TTheory, direction: 'up' | 'down') => {
    if (!subtopicId || move.isPending) return;
    move.mutate(
      { subtopicId, theoryId: theory.theoryId, direction },
      {
        onSuccess: () => toast.success('Urutan berhasil diubah!'),
        onError: () => toast.error('Gagal mengurutkan teori!'),
        onSettled: () => {
          moveFocus.current = { theoryId: theory.theoryId, direction };
        },
      },
    );
  };

  const onDeleted = (theory: TTheory) => {
    if (editor?.mode === 'edit' && editor.theory.theoryId === theory.theoryId) closeEditor();
  };

  const subtopicFailure = subtopics.isError ? (isCategoryMissing ? 'category-missing' : 'load-failed') : null;

  return (
    <AdminPage
      title="Kelola Teori"
      crumbs={[{ label: 'Kelola Teori' }]}
      actions={
        <button type="button" className={primaryButton} onClick={startAdding} disabled={isCategoryMissing}>
          Tambah Teori
        </button>
      }
    >
      <div className="space-y-4">
        <SubtopicPicker
          selectRef={selectRef}
          subtopics={subtopics.data?.subtopics}
          value={subtopicId}
          failure={subtopicFailure}
          onRetry={() => void subtopics.refetch()}
          onChange={chooseSubtopic}
        />

        {editor && subtopicId ? (
          <TheoryForm
            key={editor.mode === 'edit' ? editor.theory.theoryId : 'new'}
            heading={editor.mode === 'edit' ? `Edit teori ${editor.theory.theoryId}` : 'Tambah teori'}
            initialContent={editor.mode === 'edit' ? editor.theory.content : ''}
            submitLabel={editor.mode === 'edit' ? 'Simpan Perubahan' : 'Tambah'}
            isSaving={create.isPending || update.isPending}
            onSave={save}
            onCancel={() => (canDiscardEdit() ? closeEditor() : undefined)}
            onDirtyChange={onDirtyChange}
          />
        ) : null}

        {subtopicId === null ? (
          subtopicFailure ? null : <p className="px-1 text-slate-600">Pilih subtopik untuk melihat dan mengelola teorinya.</p>
        ) : theories.isPending ? (
          <LoadingMessage text="Memuat teori..." />
        ) : theories.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4">
            <p className="font-medium text-red-800">
              {errorCode(theories.error) === 'admin.subtopic_not_found' ? 'Subtopik tidak ditemukan!' : 'Gagal memuat teori!'}
            </p>
            <button type="button" className={secondaryButton} onClick={() => void theories.refetch()}>
              Coba Lagi
            </button>
          </div>
        ) : (
          <div ref={tableRef}>
            <TheoryTable
              subtopicId={subtopicId}
              theories={theories.data.theories}
              editingTheoryId={editor?.mode === 'edit' ? editor.theory.theoryId : null}
              isMoving={move.isPending}
              onMove={moveTheory}
              onEdit={(theory) => openEditor({ mode: 'edit', theory })}
              onDeleted={onDeleted}
            />
          </div>
        )}
      </div>
    </AdminPage>
  );
}
