import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../lib/toast';
import { useUpdateItem } from '../api/update-item';
import type { TManagedItem } from '../api/managed-item';
import { levelText, type TLevel } from '../manage-levels';
import { failureWithReason } from '../../../lib/admin-error-messages';

// Spec 4: publication is a checkbox, saved as soon as it is clicked.
export function PublishCheckbox({ level, item }: { level: TLevel; item: TManagedItem }) {
  const update = useUpdateItem(level);
  const checked = update.isPending ? Boolean(update.variables?.patch.isPublished) : item.isPublished;

  const toggle = (isPublished: boolean) =>
    update.mutate(
      { id: item.id, patch: { isPublished } },
      {
        onSuccess: () => toast.success(`${levelText[level].table} berhasil diedit`),
        onError: (error) => toast.error(failureWithReason('Gagal mengedit!', error)),
      },
    );

  return (
    <Checkbox
      label={<span className="sr-only">Terbitkan {item.name}</span>}
      checked={checked}
      disabled={update.isPending}
      onCheckedChange={toggle}
    />
  );
}
