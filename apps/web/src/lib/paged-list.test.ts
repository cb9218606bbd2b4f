import { describe, expect, it } from 'vitest';
import { itemsLabel } from './paged-list.js';

describe('itemsLabel', () => {
  it("says 'item' for 1, otherwise 'items'", () => {
    expect([0, 1, 2].map(itemsLabel)).toEqual(['0 items', '1 item', '2 items']);
  });
});
