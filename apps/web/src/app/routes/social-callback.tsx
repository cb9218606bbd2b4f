import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast.js';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.js';
import { errorMessage } from '../../lib/api-client.js';
import { completeSocialSignIn, safeNextPath } from '../../features/auth/api/sign-in.js';

/** Where Google sends people back: finish the token step, then go where they were going. */
export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  // A new account made from the sign-up form's "I want to sell".
  const sells = params.get('sell') === '1';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSocialSignIn(queryClient, sells)
      .then((user) => {
        if (user) navigate(next, { replace: true });
        else navigate(`/login?error=session_missing&next=${encodeURIComponent(next)}`, { replace: true });
      })
      .catch((error: unknown) => {
        console.warn('Google sign-in error', error);
        toast.error(errorMessage(error));
        navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true });
      });
  }, [queryClient, navigate, next, sells]);

  return (
    <>
      <title>Signing in · Second Shelf</title>
      <LoadingScreen label="Signing you in…" />
    </>
  );
}
