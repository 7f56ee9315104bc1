import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CATEGORY_DESCRIPTION_MAX_LENGTH, HIERARCHY_NAME_MAX_LENGTH, ZCategoryDescriptionField, ZHierarchyNameField } from '../../../../core/hierarchy-schemas';
import { THEORY_CATEGORY_FIXED_MESSAGE } from '../../../../core/theory-category';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { describedBy, FieldError, inputClass, labelClass } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useCreateItem, type TItemFields } from '../api/create-item';
import type { TManagedItem } from '../api/managed-item';
import { useUpdateItem } from '../api/update-item';
import { levelText, type TScope } from '../manage-levels';

export type TFormTarget = { mode: 'add' } | { mode: 'edit'; item: TManagedItem };

// The server's own field rules; only categories have a description.
const ZCategoryForm = z.object({ name: ZHierarchyNameField, description: ZCategoryDescriptionField });
const ZNameForm = z.object({ name: ZHierarchyNameField, description: z.string() });

// The server names fields per level (categoryName, topicName, …); the form has one name field.
function applyServerFieldErrors(error: unknown, setError: (field: keyof TItemFields, error: { message: string }) => void) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return;
  for (const issue of error.details as Array<{ path?: string; message?: string }>) {
    const field = issue.path === 'description' ? 'description' : issue.path?.endsWith('Name') ? 'name' : null;
    if (field && issue.message) setError(field, { message: issue.message });
  }
}

export function ItemFormDialog({ scope, target, onClose }: { scope: TScope; target: TFormTarget; onClose: () => void }) {
  const table = levelText[scope.level].table;
  const hasDescription = scope.level === 'category';
  const isFixed = target.mode === 'edit' && target.item.isFixed;
  const create = useCreateItem(scope);
  const update = useUpdateItem(scope.level);
  const form = useForm<TItemFields>({
    resolver: zodResolver(hasDescription ? ZCategoryForm : ZNameForm),
    defaultValues: target.mode === 'edit' ? { name: target.item.name, description: target.item.description ?? '' } : { name: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (target.mode === 'add') {
        await create.mutateAsync(values);
        toast.success(`${table} berhasil ditambah`);
      } else {
        await update.mutateAsync({ id: target.item.id, patch: hasDescription ? values : { name: values.name } });
        toast.success(`${table} berhasil diedit`);
      }
      onClose();
    } catch (error) {
      toast.error(target.mode === 'add' ? 'Gagal menambah!' : 'Gagal mengedit!');
      applyServerFieldErrors(error, form.setError);
      // 'List Teori' (issue 31): the name is the one thing refused; say why next to it.
      if (error instanceof ApiError && error.code.startsWith('admin.theory_category_')) form.setError('name', { message: getErrorMessage(error) });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => (isOpen || isSubmitting ? undefined : onClose())}
      title={`${target.mode === 'add' ? 'Tambah' : 'Edit'} ${table}`}
    >
      <form noValidate className="mt-5 space-y-4" onSubmit={onSubmit}>
        <div>
          <label htmlFor="manage-item-name" className={labelClass}>
            Nama
          </label>
          <input
            id="manage-item-name"
            type="text"
            autoComplete="off"
            maxLength={HIERARCHY_NAME_MAX_LENGTH}
            {...form.register('name')}
            readOnly={isFixed}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(errors.name && 'manage-item-name-error', isFixed && 'manage-item-name-fixed')}
            className={`${inputClass(Boolean(errors.name))} ${isFixed ? 'bg-slate-100 text-slate-600' : ''}`}
          />
          {isFixed ? (
            <p id="manage-item-name-fixed" className="mt-1.5 text-sm text-slate-600">
              {THEORY_CATEGORY_FIXED_MESSAGE}
            </p>
          ) : null}
          <FieldError id="manage-item-name-error" message={errors.name?.message} />
        </div>
        {hasDescription ? (
          <div>
            <label htmlFor="manage-item-description" className={labelClass}>
              Deskripsi
            </label>
            <textarea
              id="manage-item-description"
              rows={3}
              maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
              {...form.register('description')}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy(errors.description && 'manage-item-description-error')}
              className={inputClass(Boolean(errors.description))}
            />
            <FieldError id="manage-item-description-error" message={errors.description?.message} />
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <button type="button" className={secondaryButton} disabled={isSubmitting}>
              Batal
            </button>
          </DialogClose>
          <button type="submit" className={primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Menyimpan...' : 'Simpan'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
