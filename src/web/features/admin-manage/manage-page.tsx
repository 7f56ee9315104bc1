import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { AdminPage, type TAdminCrumb } from '../../components/admin/admin-page';
import { blocksDelete, ContentUsageList, usageOfRefusal } from '../../components/admin/content-usage';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDeleteItem } from './api/delete-item';
import { fetchDeletionImpact } from './api/get-deletion-impact';
import { useManageList, type TManageList } from './api/get-manage-list';
import type { TManagedItem } from './api/managed-item';
import { ItemFormDialog, type TFormTarget } from './components/item-form-dialog';
import { ItemsTable } from './components/items-table';
import { deletionMessage, levelText, manageHref, scopeFromSearch, type TScope } from './manage-levels';
import { failureWithReason } from '../../lib/admin-error-messages';
import type { TContentUsage } from '../../../core/content-usage';

const ROOT_CRUMB = 'Kelola Konten';

function crumbsOf(scope: TScope, list: TManageList | undefined): TAdminCrumb[] {
  if (scope.level === 'category') return [{ label: ROOT_CRUMB }];
  const categoryName = list?.category?.categoryName ?? '…';
  if (scope.level === 'topic') return [{ label: ROOT_CRUMB, to: manageHref() }, { label: categoryName }];
  return [
    { label: ROOT_CRUMB, to: manageHref() },
    { label: categoryName, to: manageHref({ categoryId: scope.categoryId }) },
    { label: list?.topic?.topicName ?? '…' },
  ];
}

function titleOf(scope: TScope, list: TManageList | undefined): string {
  if (scope.level === 'category') return 'Daftar Kategori';
  if (scope.level === 'topic') return `Daftar Topik: ${list?.category?.categoryName ?? '…'}`;
  return `Daftar Subtopik: ${list?.topic?.topicName ?? '…'}`;
}

// Dialogs opened from a table row return focus to the control that opened them.
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: () => requestAnimationFrame(() => (opener.current?.isConnected ? opener.current.focus() : undefined)),
  };
}

type TPendingDelete = { item: TManagedItem; message: string; usage: TContentUsage };

export function ManagePage() {
  const [searchParams] = useSearchParams();
  const scope = scopeFromSearch(searchParams);
  const list = useManageList(scope);
  const queryClient = useQueryClient();
  const remove = useDeleteItem(scope.level);
  const focus = useReturnFocus();
  const [formTarget, setFormTarget] = useState<TFormTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TPendingDelete | null>(null);
  const [countingId, setCountingId] = useState<string | null>(null);
  const text = levelText[scope.level];

  useEffect(() => {
    if (list.isError) toast.error('Gagal mengambil data!');
  }, [list.isError, list.errorUpdatedAt]);

  const openForm = (target: TFormTarget) => {
    focus.remember();
    setFormTarget(target);
  };
  const closeForm = () => {
    setFormTarget(null);
    focus.restore();
  };

  // The confirmation opens only once the server has counted what goes with the item and where it is used.
  const askDelete = async (item: TManagedItem) => {
    focus.remember();
    setCountingId(item.id);
    try {
      const impact = await fetchDeletionImpact(queryClient, scope.level, item.id);
      setPendingDelete({ item, message: deletionMessage(scope.level, item.name, impact), usage: impact.usage });
    } catch {
      toast.error('Gagal mengambil data!');
    } finally {
      setCountingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      await remove.mutateAsync(pendingDelete.item.id);
      toast.success('Item berhasil dihapus!');
    } catch (error) {
      // Used meanwhile (decision 072): the confirmation now shows where, and cannot be confirmed.
      const usage = usageOfRefusal(error);
      if (usage) setPendingDelete((pending) => pending && { ...pending, usage });
      toast.error(failureWithReason('Gagal menghapus!', error));
      throw error;
    }
  };
  const isInUse = blocksDelete(pendingDelete?.usage);

  const isNotFound = list.error instanceof ApiError && (list.error.status === 404 || list.error.status === 400);

  return (
    <AdminPage
      title={list.isError ? ROOT_CRUMB : titleOf(scope, list.data)}
      crumbs={crumbsOf(scope, list.data)}
      actions={
        list.data ? (
          <button type="button" className={primaryButton} onClick={() => openForm({ mode: 'add' })}>
            Tambah {text.table}
          </button>
        ) : null
      }
    >
      {list.isPending ? <LoadingMessage /> : null}
      {list.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-800">{isNotFound ? `${scope.level === 'subtopic' ? 'Topik' : 'Kategori'} tidak ditemukan!` : 'Gagal mengambil data!'}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to={manageHref()} className={secondaryButton}>
              Kembali ke daftar kategori
            </Link>
            {isNotFound ? null : (
              <button type="button" className={primaryButton} onClick={() => list.refetch()}>
                Coba Lagi
              </button>
            )}
          </div>
        </div>
      ) : null}
      {list.data ? (
        <ItemsTable
          scope={scope}
          items={list.data.items}
          onEdit={(item) => openForm({ mode: 'edit', item })}
          onDelete={askDelete}
          pendingDeleteId={countingId}
        />
      ) : null}
      {formTarget ? (
        <ItemFormDialog key={formTarget.mode === 'edit' ? formTarget.item.id : 'add'} scope={scope} target={formTarget} onClose={closeForm} />
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setPendingDelete(null);
          focus.restore();
        }}
        title={`Hapus ${text.table}?`}
        description={
          <>
            <span className="block">{pendingDelete?.message}</span>
            <ContentUsageList usage={pendingDelete?.usage} />
          </>
        }
        confirmLabel="Hapus"
        pendingLabel="Menghapus..."
        cancelLabel={isInUse ? 'Tutup' : undefined}
        destructive
        isConfirmDisabled={isInUse}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
