import { describe, expect, it } from 'vitest';
import { nextPageCursor } from './next-page-cursor.js';

describe('nextPageCursor', () => {
  it('reads the cursor of the next page from the Link header', () => {
    expect(nextPageCursor(new Headers({ link: '</api/categories/1?limit=24&cursor=123>; rel="next"' }))).toBe(
      '123',
    );
    expect(nextPageCursor(new Headers())).toBeUndefined();
  });
});
