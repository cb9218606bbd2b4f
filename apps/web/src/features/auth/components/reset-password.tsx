import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field, PasswordInput } from '../../../components/form.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useResetPassword } from '../api/password-reset.js';

const MIN = 8;
const MAX = 128;

/** The page a reset email's link opens: a new password, once; every session of the account ends. */
export function ResetPassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'repeat'; message: string }>();
  const reset = useResetPassword(token);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN) {
      return setProblem({ field: 'password', message: `Password must be at least ${MIN} characters` });
    }
    if (password.length > MAX) {
      return setProblem({ field: 'password', message: `Password must be at most ${MAX} characters` });
    }
    if (repeat !== password)
      return setProblem({ field: 'repeat', message: 'The two passwords are not the same' });
    setProblem(undefined);
    reset.mutate(password);
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-14">
      <h1 className="text-center font-serif text-3xl font-bold text-stone-900">Choose a new password</h1>
      {reset.isSuccess ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="status" className="text-stone-800">
            Your password is changed, and every device signed in to your account is signed out.
          </p>
          <Link to="/login" className="btn-primary">
            Login
          </Link>
        </div>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <Field
            id="reset-password"
            label="New password"
            hint={`${MIN} to ${MAX} characters`}
            error={problem?.field === 'password' ? problem.message : undefined}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <Field
            id="reset-repeat"
            label="Repeat the new password"
            error={problem?.field === 'repeat' ? problem.message : undefined}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
              />
            )}
          </Field>
          {reset.isError && (
            <p role="alert" className="text-sm text-red-800">
              {errorMessage(reset.error)}{' '}
              <Link to="/login" className="font-semibold underline">
                Ask for a new link
              </Link>
            </p>
          )}
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Set new password'}
          </button>
        </form>
      )}
    </section>
  );
}
