import { RequireRole } from '../../components/guards.js';
import { Outbox } from '../../features/mail/components/outbox.js';

/** /admin/outbox: admins only. */
export function Component() {
  return (
    <>
      <title>Outbox · Second Shelf</title>
      <RequireRole role="admin">
        <Outbox />
      </RequireRole>
    </>
  );
}
