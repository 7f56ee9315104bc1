import { useState } from 'react';
import { formatRate } from '../../../../core/item-analytics';
import { adminTable } from '../../../components/admin/admin-table';
import { LoadError } from '../../../components/admin/load-error';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { LoadingMessage } from '../../../components/loading-message';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/error-messages';
import { formatCount } from '../../../lib/number-format';
import { toast } from '../../../lib/toast';
import { useApplyDifficultyOrder } from '../api/apply-difficulty-order';
import { useDifficultyOrder, type TDifficultyOrder } from '../api/get-difficulty-order';

const cell = `${adminTable.cell} py-1.5`;
const numberCell = `${cell} text-right tabular-nums whitespace-nowrap`;

function ProposedOrderTable({ problems }: { problems: TDifficultyOrder['problems'] }) {
  return (
    <div className={`${adminTable.wrapper} mt-4 max-h-[50vh] overflow-y-auto`}>
      <table className={adminTable.table}>
        <caption className="sr-only">Urutan baru, dari yang termudah</caption>
        <thead className={`${adminTable.head} sticky top-0`}>
          <tr>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>
              No. baru
            </th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>
              No. lama
            </th>
            <th scope="col" className={adminTable.headerCell}>
              Soal
            </th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>
              Siswa
            </th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>
              Benar pertama
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {problems.map((problem, index) => (
            <tr key={problem.problemId}>
              <td className={`${numberCell} font-semibold`}>{index + 1}</td>
              <td className={`${numberCell} ${problem.currentNumber === index + 1 ? 'text-slate-500' : 'font-semibold text-indigo-800'}`}>{problem.currentNumber}</td>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-mono text-xs font-semibold text-slate-900">{problem.problemId}</span>
                <span className="line-clamp-1 text-slate-700">{problem.preview}</span>
              </th>
              <td className={numberCell}>{formatCount(problem.learners)}</td>
              <td className={numberCell}>{formatRate(problem.firstTryRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DifficultyOrderBody({ subtopicId, onApplied }: { subtopicId: string; onApplied: () => void }) {
  const order = useDifficultyOrder(subtopicId, true);
  const apply = useApplyDifficultyOrder();

  if (order.isPending) return <LoadingMessage text="Memuat urutan soal..." />;
  if (order.isError) {
    return (
      <div className="mt-4">
        <LoadError message={getErrorMessage(order.error)} onRetry={() => order.refetch()} />
      </div>
    );
  }

  const { subtopic, problems, isAlreadyInOrder } = order.data;
  const canApply = !isAlreadyInOrder && problems.length > 1 && !apply.isPending;
  return (
    <>
      <p role="status" className="mt-3 text-slate-700">
        {problems.length === 0
          ? 'Belum ada soal di subtopik ini.'
          : isAlreadyInOrder
            ? `Soal di ${subtopic.subtopicName} sudah urut dari yang termudah.`
            : `Usulan urutan soal di ${subtopic.subtopicName}: yang paling sering benar di percobaan pertama lebih dulu; soal yang belum pernah dikerjakan tetap di akhir.`}
      </p>
      {problems.length > 0 ? <ProposedOrderTable problems={problems} /> : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <button type="button" className={secondaryButton} disabled={apply.isPending}>
            Tutup
          </button>
        </DialogClose>
        <ConfirmDialog
          trigger={
            <button type="button" className={primaryButton} disabled={!canApply} aria-busy={apply.isPending}>
              {apply.isPending ? 'Menerapkan...' : 'Terapkan urutan'}
            </button>
          }
          title="Terapkan urutan baru?"
          description={`Nomor soal di ${subtopic.subtopicName} berubah untuk semua siswa sesuai urutan di atas.`}
          confirmLabel="Terapkan urutan"
          pendingLabel="Menerapkan..."
          onConfirm={() =>
            apply.mutateAsync({ subtopicId, expected: problems.map((problem) => problem.problemId) }).then(
              () => {
                toast.success('Urutan soal diperbarui.');
                onApplied();
              },
              (error: unknown) => {
                toast.error(getErrorMessage(error));
                throw error;
              },
            )
          }
        />
      </div>
    </>
  );
}

/** 'Urutkan dari termudah' for the one subtopic the list is filtered to. */
export function DifficultyOrderButton({ subtopicId }: { subtopicId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog
      isWide
      title="Urutkan dari termudah"
      description="Tinjau urutan usulan sebelum menerapkannya."
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <button type="button" className={secondaryButton}>
          Urutkan dari termudah
        </button>
      }
    >
      {isOpen ? <DifficultyOrderBody subtopicId={subtopicId} onApplied={() => setIsOpen(false)} /> : null}
    </Dialog>
  );
}
