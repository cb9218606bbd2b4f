import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema.js';

/**
 * The job behind POST /api/account/sign-in-link (payload `{ email }`): Better Auth stores a token
 * and mails the link only for an address that has an account. Better Auth would store a token for
 * any address; none is kept for an address nobody can sign in with.
 */
export function signInLinkJob(db: Db, mailLink: (email: string) => Promise<void>) {
  return async (payload: unknown): Promise<void> => {
    const { email } = payload as { email: string };
    const [person] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (person) await mailLink(email);
  };
}
