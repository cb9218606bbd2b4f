import { errorMessage } from '../../../lib/api-client.js';
import { useUser } from '../../../lib/auth.js';
import { usePublicConfig } from '../../../lib/config.js';
import { useResendVerification } from '../api/email-verification.js';

/**
 * Under the navigation, while a signed-in person's address is not confirmed and email leaves this
 * server: where the link went, and Resend.
 */
export function EmailNotice() {
  const { data: user } = useUser();
  const config = usePublicConfig();
  const resend = useResendVerification();
  if (!user || user.emailVerified || !config.data?.emailDelivery) return null;
  const { email } = user;
  return (
    <div role="region" aria-label="Confirm your email" className="border-t border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-stone-800">
        <p className="min-w-0 flex-1">
          {resend.isSuccess ? (
            <span role="status">A new link is on its way to {email}.</span>
          ) : (
            <>
              Please confirm your email address: we sent a link to{' '}
              <strong className="break-all">{email}</strong>.
            </>
          )}
        </p>
        <button
          type="button"
          className="btn-secondary btn-sm"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend
        </button>
        {resend.isError && (
          <p role="alert" className="w-full text-red-800">
            {errorMessage(resend.error)}
          </p>
        )}
      </div>
    </div>
  );
}
