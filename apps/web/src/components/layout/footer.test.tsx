import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.js';

describe('footer', () => {
  it('carries the brand, tagline, link groups, legal links, social icons and 2022', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(/Second-hand books, first-hand stories/)).toBeInTheDocument();
    for (const group of ['Community', 'Getting Started', 'Resources'])
      expect(footer.getByRole('heading', { name: group })).toBeInTheDocument();
    for (const legal of ['Terms of service', 'Privacy Policy', 'Security', 'Sitemap'])
      expect(footer.getByText(legal)).toBeInTheDocument();
    expect(footer.getByRole('list', { name: 'Social media' })).toBeInTheDocument();
    expect(footer.getByText(/© 2022/)).toBeInTheDocument();
    // None of them navigate anywhere (spec 2).
    expect(footer.queryAllByRole('link')).toEqual([]);
  });
});
