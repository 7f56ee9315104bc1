import { useId, useRef, useState, type ChangeEvent } from 'react';
import { inputClass, labelClass } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useUploadProblemImage } from '../api/upload-image';
import { smallButton } from './form-section';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Refused (no permission, not a secure context): the code stays in the field to copy by hand.
    return false;
  }
}

/** Uploads a picture for the texts; its <img> embed code goes to the clipboard and stays shown. */
export function ImageUpload() {
  const id = useId();
  const upload = useUploadProblemImage();
  const [embedHtml, setEmbedHtml] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);

  const copy = async (html: string) => {
    if (await copyToClipboard(html)) toast.success('Kode HTML berhasil disalin!');
    else codeRef.current?.select();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: async ({ image }) => {
        toast.success('Gambar berhasil diunggah!');
        setEmbedHtml(image.embedHtml);
        input.value = '';
        await copy(image.embedHtml);
      },
      onError: () => toast.error('Gagal mengunggah gambar.'),
    });
  };

  return (
    <div className="space-y-3">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            disabled={upload.isPending}
            aria-describedby={`${id}-hint`}
            onChange={onChange}
            className="peer sr-only"
          />
          {/* The native picker's own text follows the browser's language; this one is always Indonesian. */}
          <label
            htmlFor={`${id}-file`}
            className={`${smallButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
          >
            {upload.isPending ? 'Mengunggah...' : 'Unggah Gambar'}
          </label>
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          Kode HTML gambar disalin otomatis; tempelkan ke teks soal, opsi, atau pembahasan dan isi alt-nya.
        </p>
      </div>
      {embedHtml ? (
        <div>
          <label htmlFor={`${id}-code`} className={labelClass}>
            Kode HTML gambar
          </label>
          <div className="flex gap-2">
            <input
              ref={codeRef}
              id={`${id}-code`}
              type="text"
              readOnly
              value={embedHtml}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass(false)} min-h-10 font-mono text-sm`}
            />
            <button type="button" className={smallButton} onClick={() => copy(embedHtml)}>
              Salin
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
