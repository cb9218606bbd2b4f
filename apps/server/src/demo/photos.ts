import { join } from 'node:path';
import sharp from 'sharp';
import { serverRoot } from '../lib/paths.js';

/** The drawn covers of the demo books (the web app's public images). */
export const DEMO_COVERS_DIR = join(serverRoot, '..', 'web', 'public', 'images', 'covers');

const TABLES = ['#d8c3a0', '#7b5b43'] as const;

/**
 * A photo of a demo book as a seller would take it: the drawn cover lying on a table, slightly
 * turned, with its shadow (a JPEG of 1200 × 1600). `shot` 1 is a second photo, on another table.
 */
export async function demoBookPhoto(slug: string, shot: 0 | 1 = 0): Promise<Buffer> {
  const width = 840;
  const height = 1260;
  const cover = await sharp(join(DEMO_COVERS_DIR, `${slug}.svg`), { density: 216 })
    .resize(width, height)
    .png()
    .toBuffer();
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const angle = shot === 0 ? -4 : 6;
  const turned = await sharp(cover)
    .rotate(angle, { background: transparent })
    .png()
    .toBuffer({ resolveWithObject: true });
  const shadow = await sharp({
    create: { width, height, channels: 4, background: { r: 30, g: 20, b: 10, alpha: 0.55 } },
  })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: transparent })
    .rotate(angle, { background: transparent })
    .blur(18)
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((1200 - turned.info.width) / 2);
  const top = Math.round((1600 - turned.info.height) / 2);
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: TABLES[shot] } })
    .composite([
      {
        input: shadow.data,
        left: Math.round((1200 - shadow.info.width) / 2) + 18,
        top: Math.round((1600 - shadow.info.height) / 2) + 26,
      },
      { input: turned.data, left, top },
    ])
    .jpeg({ quality: 86 })
    .toBuffer();
}
