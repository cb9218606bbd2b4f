import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.js';

// The test server has no Google credentials: the button must explain itself, never fail.
describe('Continue with Google when the server has no Google credentials', () => {
  it('is shown on the sign-up page, disabled, with the reason', async () => {
    renderApp('/signup');
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Google sign-in is not set up on this server. Please use your email.',
    );
  });

  it('is left out of the login page', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });
});
