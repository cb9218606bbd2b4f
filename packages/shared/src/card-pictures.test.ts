import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoUrl } from './photo-urls.js';
import { smallCoverUrl } from './card-pictures.js';

describe('smallCoverUrl', () => {
  const id = '0b9f4b2e-8a51-4a8e-9c43-5f1f4f3f2a10';

  it('names an uploaded photo in its smallest width', () => {
    expect(smallCoverUrl(photoUrl(id))).toBe(photoUrl(id, PHOTO_WIDTHS[0]));
    expect(smallCoverUrl(photoUrl(id, 1280))).toBe(photoUrl(id, PHOTO_WIDTHS[0]));
  });

  it('leaves a shipped picture or another site’s address as it is', () => {
    for (const url of ['/images/covers/the-paper-knight.svg', 'https://covers.example/640.webp']) {
      expect(smallCoverUrl(url)).toBe(url);
    }
  });
});
