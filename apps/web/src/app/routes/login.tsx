import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { signInSchema, type SignInInput } from '@second-shelf/shared';
import { FieldError, inputClass, PasswordInput } from '../../components/form.js';
import { errorMessage } from '../../lib/api-client.js';
import { signIn } from '../../lib/auth.js';

/** Where the visitor was going before the guard sent them here (spec 2: return there after login). */
export function originOf(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
}

export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn(queryClient, values);
      navigate(originOf(location), { replace: true });
    } catch (error) {
      console.warn('Login error', error);
      toast.error(errorMessage(error));
    }
  });

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-14">
      <h1 className="text-center font-serif text-3xl font-bold text-stone-900">Login</h1>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="login-email" className="text-sm font-semibold text-stone-700">
            Email
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            className={inputClass}
            {...form.register('email')}
          />
          <FieldError id="login-email-error" message={errors.email?.message} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="login-password" className="text-sm font-semibold text-stone-700">
            Password
          </label>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...form.register('password')}
          />
          <FieldError id="login-password-error" message={errors.password?.message} />
        </div>
        <button type="submit" className="btn-primary mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Login'}
        </button>
        <p className="text-center text-sm text-stone-700">
          New to Second Shelf?{' '}
          <Link to="/signup" state={location.state} className="font-semibold text-brand-dark underline">
            Sign up here
          </Link>
        </p>
      </form>
    </section>
  );
}
