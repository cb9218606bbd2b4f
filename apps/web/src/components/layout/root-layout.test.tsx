import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signUpAs } from '../../../test/render-app.js';

describe('the layout', () => {
  it('shows a slim progress bar while the next screen loads, and none once it is there', async () => {
    await signUpAs('buyer');
    const { user } = renderApp('/');
    // The category's card, not a book of that category among the advertised ones.
    await user.click(await screen.findByRole('link', { name: /^Special collection\s*Literary Fiction$/ }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Literary Fiction' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('draws the layout while a page drawn by the browser alone starts, and keeps it', async () => {
    await signUpAs('buyer');
    renderApp('/category/1');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await screen.findByRole('heading', { level: 1, name: 'Action & Adventure' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBe(nav);
    // React Router's warning for a route without HydrateFallback is not given.
    const warnings = vi.mocked(console.warn).mock.calls.flat().map(String);
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  });

  it('keeps the title of the page in the document', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'All kinds of books' });
    await waitFor(() => expect(document.title).toBe('Second Shelf'));
  });
});
