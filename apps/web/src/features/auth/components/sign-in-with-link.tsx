import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EmailLinkPage } from '../../../components/email-link-page.js';
import { errorMessage } from '../../../lib/api-client.js';
import { signInWithLink } from '../api/sign-in.js';

/**
 * The page a sign-in email's link opens. Opening it signs nobody in: a mail scanner that follows
 * links would use the link up. The Sign in button does, once.
 */
export function SignInWithLink({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useMutation({
    mutationFn: () => signInWithLink(queryClient, token),
    onSuccess: (next) => navigate(next, { replace: true }),
  });
  return (
    <EmailLinkPage title="Sign in to Second Shelf">
      {signIn.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(signIn.error)}{' '}
          <Link to="/login" className="font-semibold underline">
            Go to the login page
          </Link>
        </p>
      ) : (
        <>
          <p className="text-stone-800">Press Sign in to sign in to your account on this device.</p>
          <button
            type="button"
            className="btn-primary self-start"
            onClick={() => signIn.mutate()}
            disabled={signIn.isPending || signIn.isSuccess}
          >
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </>
      )}
    </EmailLinkPage>
  );
}
