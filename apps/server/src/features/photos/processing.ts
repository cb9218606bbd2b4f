import { availableParallelism } from 'node:os';
import { PHOTO_WIDTHS, type PhotoWidth } from '@second-shelf/shared';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../../lib/errors.js';

/**
 * The largest picture read: 40 megapixels (a 50 MP camera's photo is refused, a phone's 12–48 MP
 * is not). Checked from the file's header before a pixel is decoded, so a decompression bomb (a
 * tiny PNG that claims 50,000 × 50,000 pixels) costs nothing.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Photos worked on at once; more wait their turn, which bounds the memory of many uploads. */
const AT_ONCE = Math.max(1, availableParallelism());

/** What a seller may upload: the formats sharp reads here (AVIF is HEIF's AV1 kind). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

// Pixels are not cached between pictures: every photo is new, and memory stays with the queue.
sharp.cache(false);

export interface ProcessedPhoto {
  /** The largest width's size, after rotation. */
  width: number;
  height: number;
  variants: { width: PhotoWidth; data: Buffer }[];
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const box = (width: number) => ({
  width,
  height: Math.round(width * 1.5),
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/** What the file says it is, refused unless it is a photo we can read and within the pixel limit. */
async function checkedFormat(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('NOT_A_PHOTO');
  }
  if (!READABLE.has(metadata.format)) throw new AppError('NOT_A_PHOTO');
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    throw new AppError('HEIC_NOT_READABLE');
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw new AppError('NOT_A_PHOTO');
  if (pixels > MAX_INPUT_PIXELS) throw new AppError('PHOTO_TOO_MANY_PIXELS');
}

/**
 * A photo as it is kept: turned upright by its EXIF orientation, every piece of metadata dropped
 * (a phone's photo carries where it was taken), in WebP at each of PHOTO_WIDTHS. The upload itself
 * is not kept. The picture is decoded once, to the largest width, and the others are made from that.
 */
export function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  return inTurn(async () => {
    await checkedFormat(input);
    const largest = Math.max(...PHOTO_WIDTHS);
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(box(largest))
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new AppError('NOT_A_PHOTO');
    }
    const { width, height, channels } = base.info;
    const variants = await Promise.all(
      PHOTO_WIDTHS.map(async (variantWidth) => ({
        width: variantWidth,
        data: await sharp(base.data, { raw: { width, height, channels } })
          .resize(box(variantWidth))
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { width, height, variants };
  });
}
