import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signUpAs } from '../../../test/render-app.js';
import { accessToken } from '../../lib/api-client.js';

describe('coming back from Google (/auth/callback)', () => {
  it('finishes the token step and goes where the person was going', async () => {
    await signUpAs('buyer');
    accessToken.clear();
    const { router } = renderApp('/auth/callback?next=%2Fmyorders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myorders');
    expect(accessToken.get()).toMatch(/^ey/);
  });

  it('sends someone without a session back to the login page', async () => {
    const { router } = renderApp('/auth/callback?next=%2Fmyorders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in did not complete');
    expect(router.state.location.pathname).toBe('/login');
  });
});
