import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { TRYOUT_DESCRIPTION_MAX_LENGTH, TRYOUT_MAX_SECTIONS, TRYOUT_TITLE_MAX_LENGTH } from '../../../core/tryouts';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { FieldError, inputClass, labelClass } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { confirmLeave, useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import type { TAdminTryout } from './api/get-admin-tryout';
import { useSaveTryout } from './api/save-tryout';
import { SectionEditor } from './components/section-editor';
import { refusalOf } from './tryout-error-messages';
import { formFromTryout, isEdited, moved, newSectionKey, requestFromForm, type TTryoutForm } from './tryout-form';

// The tryout editor's form (issue 36): title, description, the window in WIB, and the sections
// with their problems, saved as one document. Leaving with edits asks first; Ctrl+S saves; a save
// refused keeps every edit on screen. Once someone has started the tryout its sections, problems,
// durations and opening time are fixed (the server refuses them too): only the title, the
// description and a later closing time can change.

type TProps = { tryout: TAdminTryout; onStale: () => Promise<TAdminTryout | undefined> };

export function TryoutEditor({ tryout, onStale }: TProps) {
  const id = useId();
  // The version the admin edits from: a newer one from the server (a publish, another admin's
  // save seen on a refetch) replaces it only while nothing is edited; with edits, saving says it is stale.
  const [base, setBase] = useState(tryout);
  const saved = useMemo(() => formFromTryout(base), [base]);
  const [form, setForm] = useState<TTryoutForm>(saved);
  const [searchingKey, setSearchingKey] = useState<string | null>(null);
  const [issues, setIssues] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [isStale, setIsStale] = useState(false);
  const save = useSaveTryout(tryout.id);
  const isDirty = isEdited(form, saved);
  useUnsavedChangesGuard(isDirty);
  if (tryout !== base && (!isDirty || tryout.updatedAt === base.updatedAt)) {
    setBase(tryout);
    if (!isDirty) setForm(formFromTryout(tryout));
  }

  const usedIds = new Set(form.sections.flatMap((section) => section.problems.map((problem) => problem.problemId)));
  const isLocked = base.locked;

  const submit = () => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate(requestFromForm(form, base.updatedAt), {
      onSuccess: ({ tryout: fresh }) => {
        setBase(fresh);
        setForm(formFromTryout(fresh));
        setIssues(new Map());
        toast.success('Tryout disimpan.');
      },
      onError: (error) => {
        const refusal = refusalOf(error);
        setIssues(new Map(refusal.issues.map((issue) => [issue.path, issue.message])));
        setFailure(refusal.message);
        if (error instanceof ApiError && error.code === 'TRYOUT_STALE') setIsStale(true);
      },
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  // Ctrl+S (Cmd+S) saves from anywhere on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        document.getElementById(`${id}-save`)?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [id]);

  const setSection = (index: number, section: TTryoutForm['sections'][number]) => setForm({ ...form, sections: form.sections.map((item, at) => (at === index ? section : item)) });
  const issue = (path: string) => issues.get(path);
  const generalIssues = [...issues].filter(([path]) => !['title', 'description', 'opensAt', 'closesAt'].includes(path) && !path.startsWith('sections.'));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 pb-24">
      {isLocked ? (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <strong>Terkunci:</strong> tryout ini sudah dimulai peserta; bagian, soal, durasi dan waktu bukanya tidak dapat diubah lagi. Judul, deskripsi dan waktu tutup
          yang lebih lambat masih bisa diubah.
        </p>
      ) : null}
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-2">
        <div className="lg:col-span-2">
          <label htmlFor={`${id}-title`} className={labelClass}>
            Judul
          </label>
          <input id={`${id}-title`} value={form.title} maxLength={TRYOUT_TITLE_MAX_LENGTH} onChange={(event) => setForm({ ...form, title: event.target.value })} className={inputClass(Boolean(issue('title')))} />
          <FieldError id={`${id}-title-error`} message={issue('title')} />
        </div>
        <div className="lg:col-span-2">
          <label htmlFor={`${id}-description`} className={labelClass}>
            Deskripsi <span className="font-normal text-slate-500">(opsional)</span>
          </label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={form.description}
            maxLength={TRYOUT_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
            className={inputClass(Boolean(issue('description')))}
          />
          <FieldError id={`${id}-description-error`} message={issue('description')} />
        </div>
        <div>
          <label htmlFor={`${id}-opens`} className={labelClass}>
            Dibuka (WIB)
          </label>
          <input id={`${id}-opens`} type="datetime-local" value={form.opensAt} disabled={isLocked} onChange={(event) => setForm({ ...form, opensAt: event.target.value })} className={inputClass(Boolean(issue('opensAt')))} />
          <FieldError id={`${id}-opens-error`} message={issue('opensAt')} />
        </div>
        <div>
          <label htmlFor={`${id}-closes`} className={labelClass}>
            Ditutup (WIB)
          </label>
          <input id={`${id}-closes`} type="datetime-local" value={form.closesAt} onChange={(event) => setForm({ ...form, closesAt: event.target.value })} className={inputClass(Boolean(issue('closesAt')))} />
          <FieldError id={`${id}-closes-error`} message={issue('closesAt')} />
        </div>
      </div>

      <h2 className="text-lg font-bold text-slate-900">Bagian ({form.sections.length})</h2>
      {form.sections.length === 0 ? <p className="text-slate-600">Belum ada bagian. Tambahkan bagian pertama, lalu soal-soalnya.</p> : null}
      {form.sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          section={section}
          index={index}
          count={form.sections.length}
          usedIds={usedIds}
          isLocked={isLocked}
          issues={issues}
          isSearching={searchingKey === section.key}
          onSearch={(isOpen) => setSearchingKey(isOpen ? section.key : null)}
          onChange={(next) => setSection(index, next)}
          onMove={(to) => setForm({ ...form, sections: moved(form.sections, index, to) })}
          onRemove={() => setForm({ ...form, sections: form.sections.filter((item) => item.key !== section.key) })}
        />
      ))}
      {isLocked || form.sections.length >= TRYOUT_MAX_SECTIONS ? null : (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            const key = newSectionKey();
            setForm({ ...form, sections: [...form.sections, { key, name: '', minutes: '30', problems: [] }] });
            setSearchingKey(key);
          }}
        >
          + Tambah bagian
        </button>
      )}

      <div role="region" aria-label="Simpan tryout" className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
          <button id={`${id}-save`} type="submit" className={primaryButton} disabled={save.isPending || (!isDirty && !failure)} aria-busy={save.isPending}>
            {save.isPending ? 'Menyimpan...' : 'Simpan'}
          </button>
          <span className="text-sm text-slate-600">{isDirty ? 'Ada perubahan yang belum disimpan (Ctrl+S).' : 'Semua perubahan tersimpan.'}</span>
          {failure ? (
            <span role="alert" className="text-sm font-medium text-red-700">
              {failure}
              {generalIssues.length > 0 ? ` ${generalIssues.map(([, message]) => message).join(' ')}` : ''}
            </span>
          ) : null}
          {isStale ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                if (isDirty && !confirmLeave()) return;
                setIsStale(false);
                setFailure(null);
                void onStale().then((fresh) => {
                  if (!fresh) return;
                  setBase(fresh);
                  setForm(formFromTryout(fresh));
                });
              }}
            >
              Muat versi terbaru
            </button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
