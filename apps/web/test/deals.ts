import type { BookingAction } from '@second-shelf/shared';
import { apiRequest } from '../src/lib/api-client.js';
import { signInAs, type Account } from './render-app.js';
import { asAnotherVisitor } from './visitor.js';

/** The id of the account signed in now. */
export async function signedInId(): Promise<string> {
  const { data } = await apiRequest<{ user: { id: string } }>('/api/auth/get-session');
  return data.user.id;
}

/** The signed-in buyer books a copy through the real API; the booking's id. */
export async function bookCopy(
  productId: string,
  where: { meetingLocation?: string; phoneNumber?: string } = {},
): Promise<string> {
  const { data } = await apiRequest<{ insertedId: string }>('/api/bookings', {
    method: 'POST',
    body: { productId, meetingLocation: 'Library steps', phoneNumber: '+880 1712-345678', ...where },
  });
  return data.insertedId;
}

/** `account`, from a browser of its own, changes a booking (accept, decline, complete, cancel). */
export async function actAs(account: Account, bookingId: string, action: BookingAction, reason?: string) {
  await asAnotherVisitor(async () => {
    await signInAs(account.email, account.password);
    await apiRequest(`/api/bookings/${bookingId}/${action}`, {
      method: 'POST',
      body: reason ? { reason } : {},
    });
  });
}

/** `account`, from a browser of its own, does anything else through the API. */
export async function asAccount<T>(account: Account, act: () => Promise<T>): Promise<T> {
  return asAnotherVisitor(async () => {
    await signInAs(account.email, account.password);
    return act();
  });
}
