import { useState } from 'react';
import { toast } from '../../../lib/toast.js';
import type { IconProps } from '../../../components/icons.js';
import { errorMessage } from '../../../lib/api-client.js';
import { usePublicConfig } from '../../../lib/config.js';
import { startGoogleSignIn } from '../api/sign-in.js';

/**
 * "Continue with Google". Where the server has no Google credentials the button says so instead
 * of leading to an error (`whenOff: 'hide'` leaves it out altogether). `sells`: the sign-up form's
 * "I want to sell", which a new account starts with.
 */
export function GoogleButton({
  next,
  whenOff = 'explain',
  sells = false,
}: {
  next: string;
  whenOff?: 'explain' | 'hide';
  sells?: boolean;
}) {
  const config = usePublicConfig();
  const [starting, setStarting] = useState(false);
  const available = config.data?.googleSignIn === true;
  if (!available && (whenOff === 'hide' || config.isPending)) return null;

  const start = async () => {
    setStarting(true);
    try {
      await startGoogleSignIn(next, sells);
    } catch (error) {
      console.warn('Google sign-in error', error);
      toast.error(errorMessage(error));
      setStarting(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-secondary w-full gap-3"
        onClick={() => void start()}
        disabled={!available || starting}
        aria-describedby={available ? undefined : 'google-unavailable'}
      >
        <GoogleIcon />
        {starting ? 'Opening Google…' : 'Continue with Google'}
      </button>
      {!available && (
        <p id="google-unavailable" className="text-center text-xs text-stone-600">
          Google sign-in is not set up on this server. Please use your email.
        </p>
      )}
    </div>
  );
}

const GoogleIcon = (props: IconProps) => (
  <svg width={20} height={20} viewBox="0 0 48 48" aria-hidden="true" {...props}>
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.2z"
    />
    <path
      fill="#FBBC05"
      d="M10.6 28.6A14.4 14.4 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l8-6.1z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-8 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);
