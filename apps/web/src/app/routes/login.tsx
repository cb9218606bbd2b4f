import { LoginForm } from '../../features/auth/components/login-form.js';
import { PageMeta } from '../../components/page-meta.js';

export function Component() {
  return (
    <>
      <PageMeta
        title="Login · Second Shelf"
        description="Log in to Second Shelf to book second-hand books, save them and talk to their sellers."
        path="/login"
      />
      <LoginForm />
    </>
  );
}
