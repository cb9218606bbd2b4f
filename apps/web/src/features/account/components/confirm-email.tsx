import { EmailLinkPage } from '../../../components/email-link-page.js';
import { LoadingScreen } from '../../../components/loading-screen.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useConfirmEmail } from '../api/email-verification.js';

/** The page an email's confirmation link opens: it confirms the address, and says so. */
export function ConfirmEmail({ token }: { token: string }) {
  const confirmation = useConfirmEmail(token);
  return (
    <EmailLinkPage title="Confirm your email">
      {confirmation.isPending ? (
        <LoadingScreen label="Confirming your email…" />
      ) : confirmation.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(confirmation.error)}
        </p>
      ) : (
        <p role="status" className="text-stone-800">
          Your email address is confirmed. Thank you!
        </p>
      )}
    </EmailLinkPage>
  );
}
