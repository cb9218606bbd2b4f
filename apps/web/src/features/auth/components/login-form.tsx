import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.js';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SignInInput } from '@second-shelf/shared';
import { useHydrated } from '../../../components/after-hydration.js';
import { Field, inputClass, PasswordInput } from '../../../components/form.js';
import { ForgotPassword } from './forgot-password.js';
import { GoogleButton } from './google-button.js';
import { PasskeyButton } from './passkey-button.js';
import { EmailSignInLink } from './sign-in-link.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useUser } from '../../../lib/auth.js';
import { prepareValidation, resolverFor } from '../../../lib/schemas-on-demand.js';
import { signInReason } from '../../../lib/sign-in-first.js';
import { originOf, signIn } from '../api/sign-in.js';

/**
 * Better Auth's error codes on the way back from Google, said plainly. The code comes from the
 * address, which anyone can write: only the app's own sentences are shown, never its text.
 */
const GOOGLE_ERRORS: Record<string, string> = {
  account_not_linked:
    'This email already has a Second Shelf account with a password. Log in with your email and password below; Google was not connected to it.',
  access_denied: 'Google sign-in was cancelled.',
  email_not_found: 'Google did not share an email address, which Second Shelf needs to create your account.',
};
const GOOGLE_ERROR_OTHER = 'Google sign-in did not complete. Please try again or log in with your email.';

/** The form's check, made once for all renders: the shared schema, loaded when first needed. */
const checkSignIn = resolverFor<SignInInput>((shared) => shared.signInSchema);

export function googleErrorMessage(code: string): string {
  return Object.hasOwn(GOOGLE_ERRORS, code) ? GOOGLE_ERRORS[code]! : GOOGLE_ERROR_OTHER;
}

/** Login: email and password (with show/hide), then back where the person was going. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The server draws the form for visitors: what it typed before the app ran is kept (no default
  // values to put in its place), and it is sent once the app has taken the page over.
  const hydrated = useHydrated();
  // Why a button sent the visitor here ("Sign in to book …"), if one did: the browser's alone.
  const reason = hydrated ? signInReason(location) : undefined;
  const [params] = useSearchParams();
  const googleError = params.get('error');
  const form = useForm<SignInInput>({ resolver: checkSignIn });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const { data: user } = useUser();
  // Failed sign-ins from elsewhere lock the password on new networks: said beside the way in they
  // do not stop, a sign-in link.
  const [strangerLock, setStrangerLock] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    try {
      setStrangerLock(undefined);
      await signIn(queryClient, values);
      navigate(originOf(location), { replace: true });
    } catch (error) {
      console.warn('Login error', error);
      if (error instanceof ApiError && error.status === 429 && /from elsewhere/.test(error.message)) {
        setStrangerLock(error.message);
      } else {
        toast.error(errorMessage(error));
      }
    }
  });
  const linkOffer = (
    <EmailSignInLink currentEmail={() => form.getValues('email')} next={originOf(location)} />
  );

  // Someone already signed in has nothing to do here: on to where they were going (a sign-in made
  // with this form goes there by itself).
  if (user && !isSubmitting && !isSubmitSuccessful) return <Navigate to={originOf(location)} replace />;

  return (
    // Its checks load when someone first turns to the form, not with the page (schemas-on-demand.ts).
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-14" onFocus={prepareValidation}>
      <h1 className="text-center font-serif text-3xl font-bold text-stone-900">Login</h1>
      {reason && <p className="-mt-3 text-center text-stone-700">{reason}</p>}
      {googleError && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-stone-800">
          {googleErrorMessage(googleError)}
        </p>
      )}
      <form
        onSubmit={submit}
        method="post"
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        {strangerLock && (
          <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p role="alert" className="text-sm text-stone-800">
              {strangerLock}
            </p>
            {linkOffer}
          </div>
        )}
        <Field id="login-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              className={inputClass}
              {...form.register('email')}
            />
          )}
        </Field>
        <Field id="login-password" label="Password" error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
          )}
        </Field>
        <button type="submit" className="btn-primary mt-2 w-full" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Login'}
        </button>
        <PasskeyButton next={originOf(location)} />
        {!strangerLock && linkOffer}
        <GoogleButton next={originOf(location)} whenOff="hide" />
        <p className="text-center text-sm text-stone-700">
          New to Second Shelf?{' '}
          <Link to="/signup" state={location.state} className="font-semibold text-brand-dark underline">
            Sign up here
          </Link>
        </p>
      </form>
      <ForgotPassword />
    </section>
  );
}
