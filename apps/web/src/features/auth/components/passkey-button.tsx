import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.js';
import { usePasskeysOffered, webAuthnProblem } from '../../../lib/passkeys.js';
import { signInWithPasskey } from '../api/sign-in.js';

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site, and the one
 * chosen signs its person in, then on to where they were going. Failed sign-ins from elsewhere do
 * not stop it. Shown where the server offers passkeys and the browser can use them.
 */
export function PasskeyButton({ next }: { next: string }) {
  const offered = usePasskeysOffered();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string>();
  if (!offered) return null;

  const start = async () => {
    setWorking(true);
    setProblem(undefined);
    try {
      await signInWithPasskey(queryClient);
      await navigate(next, { replace: true });
    } catch (error) {
      console.warn('Passkey sign-in error', error);
      setProblem(webAuthnProblem(error) ?? errorMessage(error));
      setWorking(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-secondary w-full gap-3"
        onClick={() => void start()}
        disabled={working}
      >
        <KeyIcon />
        {working ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      {problem && (
        <p role="alert" className="text-center text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

const KeyIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.8-9.8M16 7l3 3M14 9l2 2" strokeLinecap="round" />
  </svg>
);
