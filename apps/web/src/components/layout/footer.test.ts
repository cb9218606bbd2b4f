import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { SPRITE_ICONS } from './sprite-icon.js';

// The footer is the page's own markup (index.html), outside the app's root: read as the browser reads it.
const page = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('footer', () => {
  beforeEach(() => {
    document.body.innerHTML = page.body.innerHTML;
  });

  it('carries the brand, tagline, link groups and legal links, every item a link to its page', () => {
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/Second-hand books, first-hand stories/)).toBeInTheDocument();
    for (const group of ['Getting started', 'Resources'])
      expect(footer.getByRole('heading', { name: group })).toBeInTheDocument();
    // Every item leads somewhere: the guides and policies, the blog, signing up and selling.
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create an account', '/signup'],
      ['Sell a book', '/addproduct'],
      ['Meet safely', '/guides/meet-safely'],
      ['Pricing guide', '/guides/pricing'],
      ['Condition guide', '/guides/condition'],
      ['Help centre', '/guides/help'],
      ['Blog', '/blog'],
      ['Terms of service', '/guides/terms'],
      ['Privacy policy', '/guides/privacy'],
      ['Security', '/guides/security'],
      ['Sitemap', '/guides/sitemap'],
    ]);
    // The year and the social links are the server's to write (apps/server/src/pages/footer.ts).
    expect(document.querySelector('footer time[data-footer-year]')?.parentElement).toHaveTextContent(
      /^© \d{4} Second Shelf\. All rights reserved\.$/,
    );
    expect(page.body.innerHTML).toContain('<!--footer-social-->');
    expect(footer.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
  });

  it('has a picture for every icon that it or the app draws, drawn in strokes', () => {
    const uses = [...document.querySelectorAll('use')];
    expect(uses).toHaveLength(1);
    for (const use of uses) expect(use.parentElement).toHaveClass('sprite-icon');
    const drawn = uses.map((use) => use.getAttribute('href'));
    for (const href of [...drawn, ...SPRITE_ICONS.map((name) => `#icon-${name}`)])
      expect(document.querySelector(`symbol${href}`), href ?? '').not.toBeNull();
  });
});
