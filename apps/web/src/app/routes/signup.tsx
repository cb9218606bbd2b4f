import { SignupForm } from '../../features/auth/components/signup-form.js';
import { PageMeta } from '../../components/page-meta.js';

export function Component() {
  return (
    <>
      <PageMeta
        title="Sign up · Second Shelf"
        description="Create a Second Shelf account to buy second-hand books near you and sell the ones you have read."
        path="/signup"
      />
      <SignupForm />
    </>
  );
}
