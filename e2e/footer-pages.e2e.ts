import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, journey, PHONE } from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser(async () => ({
  SECURITY_CONTACT: 'security@shop.example',
  SOCIAL_LINKS: 'github=https://github.com/second-shelf',
}));

/** The footer's pages, by the names of their links, and each page's title. */
const PAGES = [
  ['Meet safely', 'Meet safely'],
  ['Condition guide', 'Condition guide'],
  ['Help centre', 'Help centre'],
  ['Terms of service', 'Terms of service'],
  ['Privacy policy', 'Privacy policy'],
  ['Security', 'Security'],
  ['Sitemap', 'Sitemap'],
  ['Blog', 'Blog'],
] as const;

describe('the footer', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`leads to a real page from every item, at ${viewport.width} px`, async () => {
      await journey(running.browser, running.server.url, `footer ${size}`, async (open) => {
        const { page } = await open('visitor', viewport);
        await page.goto(`${running.server.url}/`);
        const footer = page.getByRole('contentinfo');
        expect(await footer.getByText(`© ${new Date().getUTCFullYear()} Second Shelf`).count()).toBe(1);
        // Only the social links the site set.
        const social = footer.getByRole('list', { name: 'Social media' });
        expect(await social.getByRole('link').count()).toBe(1);
        expect(await social.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(
          'https://github.com/second-shelf',
        );
        for (const [link, title] of PAGES) {
          await footer.getByRole('link', { name: link, exact: true }).click();
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          const words = await page.locator('main').innerText();
          expect(words.length, `the words of ${title}`).toBeGreaterThan(150);
          await expectNoSidewaysScroll(page, `${title} at ${viewport.width} px`);
        }
        await expectAccessible(page, `the blog from the footer at ${viewport.width} px`);
        await footer.getByRole('link', { name: 'Security', exact: true }).click();
        await page.getByRole('link', { name: 'security@shop.example' }).waitFor();
        await expectAccessible(page, `the Security page at ${viewport.width} px`);
      });
    });
  }

  it('names the security contact in /.well-known/security.txt', async () => {
    const response = await fetch(`${running.server.url}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Contact: mailto:security@shop.example\n');
    expect(text).toMatch(/^Policy: https?:\/\/[^/\s]+\/guides\/security$/m);
    expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T00:00:00\.000Z$/m);
  });
});
