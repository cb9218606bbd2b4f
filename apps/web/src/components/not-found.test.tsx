import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, waitForPath } from '../../test/render-app.js';

describe('Not found', () => {
  it('answers unknown links and leads back home', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Second Shelf');
    await user.click(screen.getByRole('link', { name: 'Go back to Homepage' }));
    await waitForPath(router, '/');
  });
});
