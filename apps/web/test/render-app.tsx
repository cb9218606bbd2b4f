import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../src/app/provider.js';
import { createRoutes } from '../src/app/routes.js';
import { apiRequest, accessToken } from '../src/lib/api-client.js';
import { createQueryClient } from '../src/lib/query-client.js';

/** The whole app (routes, guards, layout, toasts) at a path, as a visitor would open it. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(<AppProvider queryClient={queryClient} router={router} />);
  return { ...result, router, user, queryClient };
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new account made through the real API, signed in (cookie) with its access token stored. */
export async function signUpAs(role: 'buyer' | 'seller', name?: string): Promise<Account> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    name: name ?? `${role === 'buyer' ? 'Bea' : 'Sol'} ${unique}`,
    email: `${role}-${unique}@example.com`,
    password: `pw-${unique}-long`,
  };
  await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: { ...account, role } });
  await storeToken(account.email);
  return account;
}

/** Signs in an existing account (for example a demo account) through the real API. */
export async function signInAs(email: string, password: string): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
  await storeToken(email);
}

async function storeToken(email: string) {
  const { data } = await apiRequest<{ accessToken: string }>(`/api/jwt?email=${encodeURIComponent(email)}`);
  accessToken.set(data.accessToken);
}

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'shelf-admin-1' };

/** Waits for a toast's text (react-hot-toast renders them in a live region). */
export async function findToast(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: 5000 });
}

export async function waitForPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => {
    if (router.state.location.pathname !== pathname)
      throw new Error(`at ${router.state.location.pathname}, waiting for ${pathname}`);
  });
}

/** Adds a book through the real API as the signed-in seller. */
export async function addBook(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data } = await apiRequest<{ insertedId: string }>('/api/addproduct', {
    method: 'POST',
    body: {
      category_id: '3',
      category_name: 'Literary Fiction',
      book_name: `Test Book ${Math.random().toString(36).slice(2, 7)}`,
      author: 'Test Author',
      image_url: '/images/covers/the-quiet-orchard.svg',
      original_price: 20,
      resell_price: 8.5,
      used: 1,
      location: 'Dhaka',
      product_condition: 'good',
      ...overrides,
    },
  });
  return data.insertedId;
}

/** A seller ("Sami Seller") lists a book in category 3 under `name`; the caller then signs in whoever books it. */
export async function bookOnSale(name: string) {
  const seller = await signUpAs('seller', 'Sami Seller');
  const id = await addBook({
    book_name: name,
    resell_price: 8.5,
    original_price: 20,
    used: 1,
    location: 'Rajshahi',
    product_condition: 'fair',
  });
  return { seller, id };
}

/** The card of the book named `name`, to query inside. */
export async function cardOf(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('article')!);
}
