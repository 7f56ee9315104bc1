import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import '../../../lib/image-error-messages';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useUploadQuestion } from '../api/upload-question';

/** A thumbnail of the chosen photo; its object URL is released when the file changes or the form goes. */
function FilePreview({ file }: { file: File }) {
  const attachPreview = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img
      ref={attachPreview}
      alt={`Pratinjau ${file.name}`}
      className="mt-3 max-h-64 w-auto max-w-full rounded-xl border border-slate-200 bg-slate-50 object-contain"
    />
  );
}

export function UploadForm() {
  const upload = useUploadQuestion();
  const [file, setFile] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success('Soal berhasil diunggah! Menunggu moderasi admin.');
        formRef.current?.reset();
        setFile(null);
      },
      onError: (error) => toast.error(`Gagal mengunggah soal: ${getErrorMessage(error)}`),
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <label id={`${inputId}-label`} htmlFor={inputId} className="block font-semibold text-slate-900">
        Foto soal
      </label>
      {/* The native picker's own text follows the browser's language; this one is always Indonesian. */}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          id={inputId}
          name="image"
          type="file"
          accept="image/*"
          required
          aria-labelledby={`${inputId}-label`}
          disabled={upload.isPending}
          onChange={onChange}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          Pilih Foto
        </label>
        <span className="min-w-0 break-all text-sm text-slate-600">{file ? file.name : 'Belum ada foto dipilih'}</span>
      </div>
      {file ? <FilePreview file={file} /> : null}
      <button type="submit" disabled={!file || upload.isPending} aria-busy={upload.isPending} className={`${primaryButton} mt-4 w-full sm:w-auto sm:px-8`}>
        {upload.isPending ? 'Mengunggah...' : 'Kirim Soal'}
      </button>
    </form>
  );
}
