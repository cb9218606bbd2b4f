import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
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
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const angle = shot === 0 ? -4 : 6;
  // The steps hand each other raw pixels (no PNG written and read again between them).
  const turned = await sharp(
    await sharp(join(DEMO_COVERS_DIR, `${slug}.svg`), { density: 216 })
      .resize(width, height)
      .ensureAlpha()
      .raw()
      .toBuffer(),
    { raw: { width, height, channels: 4 } },
  )
    .rotate(angle, { background: transparent })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The shadow is a soft blur: drawn at a quarter of the size and enlarged, which looks the same and
  // costs a sixteenth of blurring it at full size.
  const quarter = await sharp({
    create: {
      width: width / 4,
      height: height / 4,
      channels: 4,
      background: { r: 30, g: 20, b: 10, alpha: 0.55 },
    },
  })
    .extend({ top: 10, bottom: 10, left: 10, right: 10, background: transparent })
    .rotate(angle, { background: transparent })
    .blur(4.5)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const shadow = await sharp(quarter.data, { raw: quarter.info })
    .resize(quarter.info.width * 4, quarter.info.height * 4)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rawInput = ({ data, info }: { data: Buffer; info: OutputInfo }) => ({
    input: data,
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: TABLES[shot] } })
    .composite([
      {
        ...rawInput(shadow),
        left: Math.round((1200 - shadow.info.width) / 2) + 18,
        top: Math.round((1600 - shadow.info.height) / 2) + 26,
      },
      {
        ...rawInput(turned),
        left: Math.round((1200 - turned.info.width) / 2),
        top: Math.round((1600 - turned.info.height) / 2),
      },
    ])
    .jpeg({ quality: 86 })
    .toBuffer();
}
