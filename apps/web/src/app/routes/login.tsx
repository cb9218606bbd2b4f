import { LoginForm } from '../../features/auth/components/login-form.js';

export function Component() {
  return (
    <>
      <title>Login · Second Shelf</title>
      <LoginForm />
    </>
  );
}
