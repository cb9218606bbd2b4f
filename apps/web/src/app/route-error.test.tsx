import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { createQueryClient } from '../lib/query-client.js';
import { AppProvider } from './provider.js';
import { RouteError } from './route-error.js';

/** The app's error screen at the root, over a screen whose loader fails with `errors` in turn. */
function renderFailing(errors: unknown[]) {
  let calls = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        HydrateFallback: () => null,
        errorElement: <RouteError />,
        children: [
          {
            path: 'books',
            loader: () => {
              const error = errors[calls];
              calls += 1;
              if (error) throw error;
              return null;
            },
            element: <h1>The books</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/books'] },
  );
  render(<AppProvider queryClient={createQueryClient()} router={router} />);
  return { user: userEvent.setup(), router };
}

describe('the route error screen', () => {
  it('says the network failed and loads the page again on Try again', async () => {
    const { user } = renderFailing([new TypeError('Failed to fetch')]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('check your connection, then try again');
    expect(screen.queryByText(/doorway to the great nothing/)).not.toBeInTheDocument();
    expect(document.title).toBe('Something went wrong · Second Shelf');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The books' })).toBeInTheDocument();
  });

  it('shows the not-found page for something that is not there', async () => {
    renderFailing([new ApiError(404, 'Category not found')]);
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
