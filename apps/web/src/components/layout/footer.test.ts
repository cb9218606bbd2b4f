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

  it('carries the brand, tagline, link groups, legal links, social icons and 2022', () => {
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/Second-hand books, first-hand stories/)).toBeInTheDocument();
    for (const group of ['Community', 'Getting Started', 'Resources'])
      expect(footer.getByRole('heading', { name: group })).toBeInTheDocument();
    for (const legal of ['Terms of service', 'Privacy Policy', 'Security', 'Sitemap'])
      expect(footer.getByText(legal)).toBeInTheDocument();
    const social = footer.getByRole('list', { name: 'Social media' });
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'GitHub'])
      expect(within(social).getByText(network)).toBeInTheDocument();
    expect(footer.getByText(/© 2022/)).toBeInTheDocument();
    // The specification's footer is text; the guides written so far are links to their pages.
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pricing guide', '/guides/pricing'],
    ]);
  });

  it('has a picture for every icon that it or the app draws, drawn in strokes', () => {
    const uses = [...document.querySelectorAll('use')];
    expect(uses).toHaveLength(5);
    for (const use of uses) expect(use.parentElement).toHaveClass('sprite-icon');
    const drawn = uses.map((use) => use.getAttribute('href'));
    for (const href of [...drawn, ...SPRITE_ICONS.map((name) => `#icon-${name}`)])
      expect(document.querySelector(`symbol${href}`), href ?? '').not.toBeNull();
  });
});
