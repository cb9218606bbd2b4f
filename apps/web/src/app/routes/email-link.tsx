import { useParams, useSearchParams } from 'react-router';
import { ConfirmEmail } from '../../features/account/components/confirm-email.js';
import { ResetPassword } from '../../features/auth/components/reset-password.js';
import { SignInWithLink } from '../../features/auth/components/sign-in-with-link.js';
import { Unsubscribe } from '../../features/mail/components/unsubscribe.js';
import { Component as NotFound } from './not-found.js';

/**
 * /email/<link>?token=…: the pages an email's links open, signed in or not (one route for them all,
 * so that each adds nothing to the first page's JavaScript): /email/verify confirms the address,
 * /email/reset-password sets a new password, /email/sign-in signs in with its Sign in button,
 * /email/unsubscribe stops one kind of email.
 */
export function Component() {
  const { link } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  switch (link) {
    case 'verify':
      return (
        <>
          <title>Confirm your email · Second Shelf</title>
          <ConfirmEmail token={token} />
        </>
      );
    case 'reset-password':
      return (
        <>
          <title>Choose a new password · Second Shelf</title>
          <ResetPassword token={token} />
        </>
      );
    case 'sign-in':
      return (
        <>
          <title>Sign in · Second Shelf</title>
          <SignInWithLink token={token} />
        </>
      );
    case 'unsubscribe':
      return (
        <>
          <title>Email settings · Second Shelf</title>
          <Unsubscribe token={token} />
        </>
      );
    default:
      return <NotFound />;
  }
}
