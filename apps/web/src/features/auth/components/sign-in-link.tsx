import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.js';
import { EmailField } from './email-field.js';
import { checkEmail } from '../../../lib/schemas-on-demand.js';
import { usePublicConfig } from '../../../lib/config.js';
import { useRequestSignInLink } from '../api/sign-in-link.js';
import { rememberLinkNext } from '../api/sign-in.js';

/**
 * "Email me a sign-in link": a way in that failed sign-ins from elsewhere do not stop. It uses the
 * login form's address (read when pressed), or asks for one; the answer is the same for every address. Offered only
 * when the server sends email (an admin must not read the link in the outbox).
 */
export function EmailSignInLink({ currentEmail, next }: { currentEmail: () => string; next: string }) {
  const config = usePublicConfig();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const request = useRequestSignInLink();

  if (!config.data?.emailDelivery) return null;

  const send = (address: string) => {
    rememberLinkNext(next);
    request.mutate(address);
  };
  const start = async () => {
    const checked = await checkEmail(currentEmail());
    if ('email' in checked) send(checked.email);
    else setAsking(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkEmail(typed);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(undefined);
    send(checked.email);
  };

  if (request.isSuccess) {
    return (
      <p role="status" className="text-center text-sm text-stone-800">
        {request.data}
      </p>
    );
  }
  const failure = request.isError && (
    <p role="alert" className="text-sm text-red-800">
      {errorMessage(request.error)}
    </p>
  );
  if (!asking) {
    return (
      <div className="flex flex-col gap-2">
        <button type="button" className="btn-secondary w-full" onClick={start} disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Email me a sign-in link'}
        </button>
        {failure}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Email me a sign-in link" className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        We will email you a link that signs you in once, within 15 minutes, without your password.
      </p>
      <EmailField id="sign-in-link-email" value={typed} onChange={setTyped} error={problem} />
      {failure}
      <button type="submit" className="btn-secondary w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send sign-in link'}
      </button>
    </form>
  );
}
