import { screen, within } from '@testing-library/react';
import { CONDITION_NOTE_LABELS, GUIDE_SLUGS } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.js';

describe('Guides', () => {
  it('explains how the suggested price is made, with the example the server’s test computes', async () => {
    renderApp('/guides/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing guide' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing guide · Second Shelf');
    expect(screen.getByRole('heading', { level: 2, name: 'The suggested price' })).toBeInTheDocument();
    expect(screen.getByText(/from the 25th to the 75th\s+percentile/)).toBeInTheDocument();
    expect(
      screen.getByText(/sold here for \$5\.50–\$11 \(median \$8, 4 sales in the past year\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Products' })).toHaveAttribute('href', '/myproducts');
  });

  it('has a page of its own for every footer item, each titled and with sections', async () => {
    const titles: Record<(typeof GUIDE_SLUGS)[number], string> = {
      'meet-safely': 'Meet safely',
      condition: 'Condition guide',
      pricing: 'Pricing guide',
      help: 'Help centre',
      terms: 'Terms of service',
      privacy: 'Privacy policy',
      security: 'Security',
      sitemap: 'Sitemap',
    };
    for (const slug of GUIDE_SLUGS) {
      const { unmount } = renderApp(`/guides/${slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: titles[slug] })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('answers from how the site works: the checklist, the phone number’s 30 days, the seller’s hours', async () => {
    const { unmount } = renderApp('/guides/condition');
    await screen.findByRole('heading', { level: 1, name: 'Condition guide' });
    for (const label of Object.values(CONDITION_NOTE_LABELS))
      expect(screen.getByText(label)).toBeInTheDocument();
    unmount();
    const privacy = renderApp('/guides/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.getByText(/30 days after the booking closes/)).toBeInTheDocument();
    privacy.unmount();
    renderApp('/guides/help');
    // BOOKING_REQUEST_HOURS, 48 by default, from the server's public set-up.
    expect(await screen.findByText(/^48 hours\. If they do not answer/)).toBeInTheDocument();
  });

  it('maps the public pages: the categories from the server, every guide and the blog', async () => {
    renderApp('/guides/sitemap');
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' });
    const books = within(screen.getByRole('region', { name: 'Books' }));
    expect(await books.findByRole('link', { name: 'Literary Fiction' })).toHaveAttribute(
      'href',
      '/category/3',
    );
    const guides = within(screen.getByRole('region', { name: 'Guides and policies' }));
    expect(guides.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      ...GUIDE_SLUGS.map((slug) => `/guides/${slug}`),
      '/blog',
    ]);
  });

  it('shows the not-found screen for a guide that is not there', async () => {
    renderApp('/guides/no-such-guide');
    expect(
      await screen.findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeInTheDocument();
  });
});
