import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.js';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { SignUpInput } from '@second-shelf/shared';
import { useHydrated } from '../../../components/after-hydration.js';
import { Field, inputClass, PasswordInput } from '../../../components/form.js';
import { GoogleButton } from './google-button.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useUser } from '../../../lib/auth.js';
import { prepareValidation, resolverFor } from '../../../lib/schemas-on-demand.js';
import { signInReason } from '../../../lib/sign-in-first.js';
import { originOf, signUp } from '../api/sign-in.js';

/** The form's check, made once for all renders: the shared schema, loaded when first needed. */
const checkSignUp = resolverFor<SignUpInput>((shared) => shared.signUpSchema);

/** Signup: name, buyer or seller, email and password; or Google. */
export function SignupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Drawn by the server for visitors, as the login form is (login-form.tsx): what was typed or chosen
  // before the app ran is kept, and sent once the app has taken the page over.
  const hydrated = useHydrated();
  // Why a button sent the visitor here ("Sign in to book …"), if one did: the browser's alone.
  const reason = hydrated ? signInReason(location) : undefined;
  const form = useForm<SignUpInput>({ resolver: checkSignUp });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const role = useWatch({ control: form.control, name: 'role', defaultValue: 'buyer' });
  const { data: user } = useUser();

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp(queryClient, values);
      toast.success('Welcome to Second Shelf: your account is ready');
      // Where the visitor was going when asked to sign up (a book to book), else home.
      navigate(originOf(location), { replace: true });
    } catch (error) {
      console.warn('Signup error', error);
      toast.error(errorMessage(error));
    }
  });

  // Someone already signed in is sent on; the account made with this form goes on by itself.
  if (user && !isSubmitting && !isSubmitSuccessful) return <Navigate to={originOf(location)} replace />;

  return (
    // Its checks load when someone first turns to the form, not with the page (schemas-on-demand.ts).
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-14" onFocus={prepareValidation}>
      <h1 className="text-center font-serif text-3xl font-bold text-stone-900">Create a new account</h1>
      {reason && <p className="-mt-3 text-center text-stone-700">{reason}</p>}
      <form
        onSubmit={submit}
        method="post"
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <Field id="signup-name" label="Name" error={errors.name?.message}>
          {(control) => (
            <input {...control} autoComplete="name" className={inputClass} {...form.register('name')} />
          )}
        </Field>
        <Field
          id="signup-role"
          label="Buyer or Seller?"
          hint="A first choice: every account buys, and can start selling in one step."
          error={errors.role?.message}
        >
          {(control) => (
            <select {...control} className={inputClass} {...form.register('role')}>
              <option value="buyer">I want to buy</option>
              <option value="seller">I want to sell</option>
            </select>
          )}
        </Field>
        <Field id="signup-email" label="Email" error={errors.email?.message}>
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
        <Field
          id="signup-password"
          label="Password"
          error={errors.password?.message}
          hint="At least 8 characters."
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
          )}
        </Field>
        <button type="submit" className="btn-primary mt-2 w-full" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create my account'}
        </button>
        <div className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
          <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
        </div>
        <GoogleButton next={originOf(location)} sells={role === 'seller'} />
        <p className="text-center text-sm text-stone-700">
          Already have an account?{' '}
          <Link to="/login" state={location.state} className="font-semibold text-brand-dark underline">
            Log in
          </Link>
        </p>
      </form>
    </section>
  );
}
