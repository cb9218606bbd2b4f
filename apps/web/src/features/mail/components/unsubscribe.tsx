import { EmailLinkPage } from '../../../components/email-link-page.js';
import { LoadingScreen } from '../../../components/loading-screen.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useChangeSubscription, useUnsubscribeState } from '../api/unsubscribe.js';

/**
 * The page an email's unsubscribe link opens, signed in or not: one button stops that kind of email
 * at once; the same page starts it again.
 */
export function Unsubscribe({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const change = useChangeSubscription(token);
  return (
    <EmailLinkPage title="Email settings">
      {state.isPending ? (
        <LoadingScreen label="Opening your mail settings…" />
      ) : state.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(state.error)}
        </p>
      ) : state.data.unsubscribed ? (
        <>
          <p role="status" className="text-stone-800">
            You will no longer get emails about {state.data.topic} at {state.data.email}. You still see them
            in the notifications of Second Shelf.
          </p>
          <div>
            <button
              type="button"
              className="btn-secondary"
              disabled={change.isPending}
              onClick={() => change.mutate(true)}
            >
              Subscribe again
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-stone-800">
            Stop emails about {state.data.topic} to {state.data.email}?
          </p>
          <div>
            <button
              type="button"
              className="btn-primary"
              disabled={change.isPending}
              onClick={() => change.mutate(false)}
            >
              Unsubscribe
            </button>
          </div>
        </>
      )}
      {change.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(change.error)}
        </p>
      )}
    </EmailLinkPage>
  );
}
