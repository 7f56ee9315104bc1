import type { OptionTemplateName } from '../../../../core/problem-editor';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { TDraftOffer } from '../use-problem-draft';

export type TTemplateRequest = { name: OptionTemplateName };

const savedAtFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

function savedAtText(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? '' : ` (${savedAtFormat.format(date)})`;
}

type EditorDialogsProps = {
  draftOffer: TDraftOffer | null;
  onRestoreDraft: () => void;
  onDiscardDraft: () => void;
  templateRequest: TTemplateRequest | null;
  onTemplateConfirmed: (name: OptionTemplateName) => void;
  onTemplateClosed: () => void;
};

export function EditorDialogs({ draftOffer, onRestoreDraft, onDiscardDraft, templateRequest, onTemplateConfirmed, onTemplateClosed }: EditorDialogsProps) {
  return (
    <>
      {/* Every way of closing it except 'Buang draf' (Escape included) restores: nothing is lost by reflex. */}
      <ConfirmDialog
        open={draftOffer !== null}
        onOpenChange={(open) => (open ? undefined : onRestoreDraft())}
        title="Pulihkan draf?"
        description={
          draftOffer ? (
            <>
              <span className="block">{`Ada isian yang belum disimpan dari kunjungan sebelumnya${savedAtText(draftOffer.savedAt)}.`}</span>
              {draftOffer.isFromOlderVersion ? (
                <span className="mt-2 block font-medium text-amber-800">Soal ini sudah diubah sejak draf dibuat; memulihkan draf akan menimpa perubahan itu saat disimpan.</span>
              ) : null}
            </>
          ) : null
        }
        cancelLabel="Pulihkan"
        confirmLabel="Buang draf"
        destructive
        onConfirm={onDiscardDraft}
      />
      <ConfirmDialog
        open={templateRequest !== null}
        onOpenChange={(open) => (open ? undefined : onTemplateClosed())}
        title="Terapkan template?"
        description="Opsi, kunci jawaban, dan tag template saat ini akan diganti."
        confirmLabel="Terapkan"
        onConfirm={() => templateRequest && onTemplateConfirmed(templateRequest.name)}
      />
    </>
  );
}
