import { SignupForm } from '../../features/auth/components/signup-form.js';

export function Component() {
  return (
    <>
      <title>Sign up · Second Shelf</title>
      <SignupForm />
    </>
  );
}
