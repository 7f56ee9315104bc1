import { useForm } from 'react-hook-form';
import { personNameError } from '../../../core/person-name';
import { primaryButton } from '../../components/button-styles';
import { PersonNameField } from '../../components/person-name/person-name-field';
import { useChangeName } from '../../lib/api/change-name';
import { getErrorMessage } from '../../lib/error-messages';
import { toast } from '../../lib/toast';

type TNameForm = { name: string };

/** The Akun page's 'Nama' section (issue 51): the name teachers and learners see of each other. */
export function ChangeNameForm({ name, className }: { name: string; className: string }) {
  const changeName = useChangeName();
  const form = useForm<TNameForm>({ defaultValues: { name } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name: typed }) => {
    try {
      const saved = await changeName.mutateAsync(typed);
      form.reset({ name: saved.name });
      toast.success('Nama berhasil disimpan.');
    } catch (error) {
      form.setError('name', { message: getErrorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="change-name-title" className={className}>
      <h2 id="change-name-title" className="text-xl font-bold text-slate-900">
        Nama
      </h2>
      <p className="mt-1 text-slate-600">
        {name === '' ? 'Akun Anda belum punya nama. ' : ''}Guru melihat nama siswanya di laporan kelas, dan siswa melihat nama gurunya.
      </p>
      <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
        <PersonNameField id="person-name" {...form.register('name', { validate: personNameError })} error={errors.name?.message} />
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} min-h-12 w-full sm:w-auto`}>
          {isSubmitting ? 'Menyimpan...' : 'Simpan nama'}
        </button>
      </form>
    </section>
  );
}
