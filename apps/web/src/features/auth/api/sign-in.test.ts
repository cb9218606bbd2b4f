import { describe, expect, it } from 'vitest';
import { safeNextPath } from './sign-in.js';

describe('safeNextPath', () => {
  it('never follows a next address off the site', () => {
    expect(
      [
        '/myorders',
        '/category/2?limit=5#top',
        '//evil.example',
        'https://evil.example',
        '/\\evil.example',
        '/\t/evil.example',
        '/\n/evil.example',
        '/\r\n/evil.example',
        '/\u0000/x',
        'javascript:alert(1)',
        '',
        null,
        undefined,
      ].map(safeNextPath),
    ).toEqual(['/myorders', '/category/2?limit=5#top', ...Array(11).fill('/')]);
  });
});
