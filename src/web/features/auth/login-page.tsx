import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { primaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { getErrorMessage } from '../../lib/error-messages';
import { toast } from '../../lib/toast';
import { paths } from '../../routes';
import { useMe } from './api/get-me';
import { useSignIn, ZSignInRequest } from './api/sign-in';
import { useSignUp, ZSignUpRequest } from './api/sign-up';

type Mode = 'login' | 'signup';
type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

// The sign-up form lives at /login?mode=daftar so the switch is a real link.
const SIGN_UP_SEARCH = '?mode=daftar';

function validate(mode: Mode, values: Record<Field, string>) {
  const result = (mode === 'login' ? ZSignInRequest : ZSignUpRequest).safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

const inputClass =
  'block min-h-12 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function LoginPage() {
  const { user, isLoading } = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'daftar' ? 'signup' : 'login';
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  // Errors appear after the first submit in a mode, then follow typing.
  const [submittedMode, setSubmittedMode] = useState<Mode | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (isLoading) return <LoadingMessage />;
  if (user) return <Navigate to={paths.home} replace />;

  const isSignUp = mode === 'signup';
  const isSending = signIn.isPending || signUp.isPending;
  const errors = submittedMode === mode ? validate(mode, { email, password }).errors : {};
  const title = isSignUp ? 'Daftar' : 'Login';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmittedMode(mode);
    const { data, errors: submitErrors } = validate(mode, { email, password });
    if (!data) {
      (submitErrors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    try {
      if (!isSignUp) {
        await signIn.mutateAsync(data);
        toast.success('Login berhasil!');
        navigate(paths.home);
        return;
      }
      const response = await signUp.mutateAsync(data);
      toast.success('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.');
      if (response.token) {
        navigate(paths.home);
        return;
      }
      setPassword('');
      setSubmittedMode(null);
      setSearchParams({}, { replace: true });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <>
      <PageTitle title={title} />
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">
            {isSignUp ? 'Buat akun untuk menyimpan progres dan XP-mu.' : 'Masuk untuk melanjutkan latihanmu.'}
          </p>

          <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
            <div>
              <label htmlFor="email" className="mb-1.5 block font-medium text-slate-800">
                Email
              </label>
              <input
                ref={emailRef}
                id="email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'email-error' : undefined}
                className={`${inputClass} ${errors.email ? 'border-red-600' : 'border-slate-300'}`}
              />
              <FieldError id="email-error" message={errors.email} />
            </div>

            <div>
              <label htmlFor="password" className="mb-1.5 block font-medium text-slate-800">
                Password
              </label>
              <div className="relative">
                <input
                  ref={passwordRef}
                  id="password"
                  name="password"
                  type={isPasswordVisible ? 'text' : 'password'}
                  autoComplete={isSignUp ? 'new-password' : 'current-password'}
                  required
                  minLength={isSignUp ? 8 : undefined}
                  maxLength={isSignUp ? 128 : undefined}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={
                    [isSignUp ? 'password-hint' : '', errors.password ? 'password-error' : ''].filter(Boolean).join(' ') ||
                    undefined
                  }
                  className={`${inputClass} pr-28 ${errors.password ? 'border-red-600' : 'border-slate-300'}`}
                />
                <button
                  type="button"
                  aria-controls="password"
                  onClick={() => setIsPasswordVisible((visible) => !visible)}
                  className="absolute inset-y-1 right-1 min-w-11 rounded-lg px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
                >
                  {isPasswordVisible ? 'Sembunyikan' : 'Tampilkan'}
                  <span className="sr-only"> password</span>
                </button>
              </div>
              {isSignUp ? (
                <p id="password-hint" className="mt-1.5 text-sm text-slate-600">
                  Minimal 8 karakter.
                </p>
              ) : null}
              <FieldError id="password-error" message={errors.password} />
            </div>

            <button type="submit" disabled={isSending} className={`${primaryButton} min-h-12 w-full`}>
              {isSending ? 'Memproses...' : title}
            </button>
          </form>

          <p className="mt-6 text-center">
            <Link
              to={isSignUp ? paths.login : `${paths.login}${SIGN_UP_SEARCH}`}
              replace
              className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline"
            >
              {isSignUp ? 'Sudah punya akun? Login' : 'Belum punya akun? Daftar'}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
