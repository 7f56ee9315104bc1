import { adminTable } from '../../../components/admin/admin-table';
import { AdminTableHead, type TAdminColumn } from '../../../components/admin/admin-table-head';
import type { TOutboxMail } from '../api/get-mail-outbox';
import { dateTimeFormat } from '../date-format';
import { firstLinkIn } from '../mail-view';

const COLUMNS: TAdminColumn[] = [
  { label: 'Penerima' },
  { label: 'Subjek' },
  { label: 'Waktu' },
  { label: 'Tautan' },
];

export function OutboxTable({ mails }: { mails: TOutboxMail[] }) {
  return (
    <div className={adminTable.cardsWrapper}>
      <table className={adminTable.table}>
        <AdminTableHead columns={COLUMNS} />
        <tbody className="divide-y divide-slate-100">
          {mails.length === 0 ? (
            <tr>
              <td colSpan={4} className={adminTable.empty}>
                Tidak ada email di kotak surat.
              </td>
            </tr>
          ) : (
            mails.map((mail, index) => {
              const link = firstLinkIn(mail.text);
              return (
                <tr key={`${mail.createdAt}-${mail.to}-${index}`} className={adminTable.row}>
                  <th scope="row" className={`${adminTable.cell} max-w-64 font-medium [overflow-wrap:anywhere]`} data-card-wide>
                    {mail.to}
                  </th>
                  <td className={`${adminTable.cell} min-w-48`}>{mail.subject}</td>
                  <td className={`${adminTable.cell} whitespace-nowrap`}>
                    <time dateTime={mail.createdAt}>{dateTimeFormat.format(new Date(mail.createdAt))}</time>
                  </td>
                  <td className={`${adminTable.cell} max-w-md`}>
                    {link ? (
                      <a
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="line-clamp-2 rounded-md [overflow-wrap:anywhere] text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                      >
                        {link}
                      </a>
                    ) : (
                      <span className="text-slate-500">Tidak ada tautan</span>
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
