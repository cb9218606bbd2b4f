import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.js';
import { EmailField } from './email-field.js';
import { checkEmail } from '../../../lib/schemas-on-demand.js';
import { useRequestPasswordReset } from '../api/password-reset.js';

/**
 * Forgot password, under the login form: the address to mail a reset link to. The answer is the
 * same whether the address has an account or not.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const request = useRequestPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkEmail(email);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(undefined);
    request.mutate(checked.email);
  };

  if (!open) {
    return (
      <button
        type="button"
        className="min-h-11 self-center text-sm font-semibold text-brand-dark underline"
        onClick={() => setOpen(true)}
      >
        Forgot password
      </button>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Forgot password"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 className="font-serif text-xl font-bold text-stone-900">Forgot password</h2>
      {request.isSuccess ? (
        <p role="status" className="text-stone-800">
          {request.data}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">We will email you a link to choose a new password.</p>
          <EmailField id="forgot-email" value={email} onChange={setEmail} error={problem} />
          {request.isError && (
            <p role="alert" className="text-sm text-red-800">
              {errorMessage(request.error)}
            </p>
          )}
          <button type="submit" className="btn-secondary w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </>
      )}
    </form>
  );
}
