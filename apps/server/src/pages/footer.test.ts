import { describe, expect, it } from 'vitest';
import { createFooterFiller } from './footer.js';

const footer =
  '<p>© <time data-footer-year>2022</time> Second Shelf.</p><ul>…</ul><!--footer-social--></div>';

describe('the footer as the server sends it', () => {
  it('writes this year, whatever year the page was built, and no social links when none are set', () => {
    const fill = createFooterFiller({}, () => new Date('2031-01-01T00:00:00Z'));
    expect(fill(footer)).toBe('<p>© <time data-footer-year>2031</time> Second Shelf.</p><ul>…</ul></div>');
  });

  it('lists the social links set, each named for screen readers, their addresses written as text', () => {
    const fill = createFooterFiller({ github: 'https://github.com/a?b=1&c="2"', x: 'https://x.com/shelf' });
    const html = fill(footer);
    expect(html).toContain('aria-label="Social media"');
    expect(html).toContain('href="https://github.com/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).toContain('<use href="#icon-github" /></svg><span class="sr-only">GitHub</span>');
    expect(html).toContain('<use href="#icon-twitter" /></svg><span class="sr-only">X</span>');
    expect(html).not.toContain('<!--footer-social-->');
  });

  it('leaves a page without the footer markers as it is', () => {
    expect(createFooterFiller({ x: 'https://x.com/$&' })('<p>no footer</p>')).toBe('<p>no footer</p>');
  });
});
