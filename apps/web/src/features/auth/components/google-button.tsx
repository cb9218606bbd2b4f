import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../lib/api-client.js';
import { startGoogleSignIn } from '../lib/auth.js';
import { usePublicConfig } from '../lib/config.js';
import { GoogleIcon } from './icons.js';

/**
 * "Continue with Google". Where the server has no Google credentials the button says so instead
 * of leading to an error (`whenOff: 'hide'` leaves it out altogether).
 */
export function GoogleButton({ next, whenOff = 'explain' }: { next: string; whenOff?: 'explain' | 'hide' }) {
  const config = usePublicConfig();
  const [starting, setStarting] = useState(false);
  const available = config.data?.googleSignIn === true;
  if (!available && (whenOff === 'hide' || config.isPending)) return null;

  const start = async () => {
    setStarting(true);
    try {
      await startGoogleSignIn(next);
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
