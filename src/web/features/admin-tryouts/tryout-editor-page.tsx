import { primaryButton, secondaryButton } from '../../components/button-styles';
import { AdminPage } from '../../components/admin/admin-page';
import { LoadError } from '../../components/admin/load-error';
import { ApiError } from '../../lib/api-client';
import { Link, useNavigate, useParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { adminTryoutPath } from '../../admin-paths';
import { paths } from '../../routes';
import { useAdminTryout, type TAdminTryout } from './api/get-admin-tryout';
import { useDeleteTryout } from './api/delete-tryout';
import { usePublishTryout } from './api/publish-tryout';
import { useUnpublishTryout } from './api/unpublish-tryout';
import { StateBadge } from './components/state-badge';
import { refusalOf } from './tryout-error-messages';
import { TryoutEditor } from './tryout-editor';

// /admin/tryouts/:tryoutId (issue 36): the tryout's editor, with its state, 'Pratinjau',
// 'Laporan', and publishing (a draft goes to learners) or withdrawing it (not once started).

function Actions({ tryout }: { tryout: TAdminTryout }) {
  const publish = usePublishTryout(tryout.id);
  const unpublish = useUnpublishTryout(tryout.id);
  const remove = useDeleteTryout(tryout.id);
  const navigate = useNavigate();
  const onError = (error: unknown) => toast.error(refusalOf(error).message);
  return (
    <>
      <StateBadge state={tryout.state} locked={tryout.locked} />
      <Link to={adminTryoutPath.preview(tryout.id)} className={secondaryButton}>
        Pratinjau
      </Link>
      <Link to={adminTryoutPath.report(tryout.id)} className={secondaryButton}>
        Laporan
      </Link>
      {tryout.publishedAt === null ? (
        <button type="button" className={primaryButton} disabled={publish.isPending} onClick={() => publish.mutate(undefined, { onSuccess: () => toast.success('Tryout diterbitkan.'), onError })}>
          Terbitkan
        </button>
      ) : tryout.locked ? null : (
        <button type="button" className={secondaryButton} disabled={unpublish.isPending} onClick={() => unpublish.mutate(undefined, { onSuccess: () => toast.success('Tryout ditarik menjadi draf.'), onError })}>
          Tarik ke draf
        </button>
      )}
      {tryout.locked ? null : (
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-xl px-3 font-semibold text-red-700 hover:bg-red-50"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Hapus tryout ${tryout.title}? Tindakan ini tidak dapat dibatalkan.`)) return;
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success('Tryout dihapus.');
                navigate(paths.adminTryouts);
              },
              onError,
            });
          }}
        >
          Hapus
        </button>
      )}
    </>
  );
}

export function TryoutEditorPage() {
  const { tryoutId = '' } = useParams<{ tryoutId: string }>();
  const query = useAdminTryout(tryoutId);
  const title = query.data?.tryout.title ?? 'Tryout';
  const crumbs = [{ label: 'Kelola Tryout', to: paths.adminTryouts }, { label: title }];
  if (query.isPending) {
    return (
      <AdminPage title="Tryout" crumbs={crumbs}>
        <p className="text-slate-600">Memuat tryout...</p>
      </AdminPage>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <AdminPage title={isMissing ? 'Tryout tidak ditemukan' : 'Tryout'} crumbs={crumbs}>
        {isMissing ? (
          <Link to={paths.adminTryouts} className={secondaryButton}>
            Kembali ke daftar tryout
          </Link>
        ) : (
          <LoadError message={`Gagal memuat tryout: ${refusalOf(query.error).message}`} onRetry={() => void query.refetch()} />
        )}
      </AdminPage>
    );
  }
  const { tryout } = query.data;
  return (
    <AdminPage title={tryout.title} crumbs={crumbs} actions={<Actions tryout={tryout} />}>
      <TryoutEditor tryout={tryout} onStale={async () => (await query.refetch()).data?.tryout} />
    </AdminPage>
  );
}
