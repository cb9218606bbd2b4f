import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { signUpSchema, type SignUpInput } from '@second-shelf/shared';
import { FieldError, inputClass, PasswordInput } from '../../components/form.js';
import { GoogleButton } from '../../components/google-button.js';
import { errorMessage } from '../../lib/api-client.js';
import { signUp } from '../../lib/auth.js';
import { originOf } from './login.js';

export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', role: 'buyer', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signUp(queryClient, values);
      toast.success('User created successfully');
      navigate('/', { replace: true });
    } catch (error) {
      console.warn('Signup error', error);
      toast.error(errorMessage(error));
    }
  });

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-14">
      <h1 className="text-center font-serif text-3xl font-bold text-stone-900">Create a new account</h1>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-name" className="text-sm font-semibold text-stone-700">
            Name
          </label>
          <input
            id="signup-name"
            autoComplete="name"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'signup-name-error' : undefined}
            className={inputClass}
            {...form.register('name')}
          />
          <FieldError id="signup-name-error" message={errors.name?.message} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-role" className="text-sm font-semibold text-stone-700">
            Buyer or Seller?
          </label>
          <select
            id="signup-role"
            className={inputClass}
            aria-invalid={Boolean(errors.role)}
            {...form.register('role')}
          >
            <option value="buyer">Buyer</option>
            <option value="seller">Seller</option>
          </select>
          <FieldError id="signup-role-error" message={errors.role?.message} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-email" className="text-sm font-semibold text-stone-700">
            Email
          </label>
          <input
            id="signup-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'signup-email-error' : undefined}
            className={inputClass}
            {...form.register('email')}
          />
          <FieldError id="signup-email-error" message={errors.email?.message} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-password" className="text-sm font-semibold text-stone-700">
            Password
          </label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'signup-password-error' : 'signup-password-hint'}
            {...form.register('password')}
          />
          <p id="signup-password-hint" className="text-xs text-stone-600">
            At least 8 characters.
          </p>
          <FieldError id="signup-password-error" message={errors.password?.message} />
        </div>
        <button type="submit" className="btn-primary mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create my account'}
        </button>
        <div className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
          <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
        </div>
        <GoogleButton next={originOf(location)} />
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
