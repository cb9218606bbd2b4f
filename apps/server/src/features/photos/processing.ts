import { availableParallelism } from 'node:os';
import { PHOTO_WIDTHS, type PhotoWidth } from '@second-shelf/shared';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../../lib/errors.js';
import { FairQueue } from './fair-queue.js';

/**
 * The largest picture read: 40 megapixels (a 50 MP camera's photo is refused, a phone's 12–48 MP
 * is not). Checked from the file's header before a pixel is decoded, so a decompression bomb (a
 * tiny PNG that claims 50,000 × 50,000 pixels) costs nothing.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The most pixels one upload may carry altogether: five 24 MP camera photos, or three of 40. */
export const MAX_UPLOAD_PIXELS = 120_000_000;

/**
 * The most pixels one person may have waiting or being worked on: two full uploads. More is
 * refused (429) until theirs are done, so that a person's flood is theirs alone to wait for.
 */
export const MAX_QUEUED_PIXELS_PER_PERSON = 2 * MAX_UPLOAD_PIXELS;

/**
 * The pace Retry-After counts on, in pixels a second: one core makes a 40 MP PNG's widths in
 * about 0.2 s, so this is a fifth of one core's, leaving room for everyone else's photos.
 */
const PIXELS_PER_SECOND = 40_000_000;

/** Photos worked on at once; more wait their turn, which bounds the memory of many uploads. */
const AT_ONCE = Math.max(1, availableParallelism());

/**
 * The photos waiting to be worked on, taking turns between the people who uploaded them. One
 * person's photos are worked on at most AT_ONCE - 1 at a time, so that someone else's photo starts
 * as soon as it arrives instead of after one of theirs, however slow theirs are to decode. The
 * price, on two cores: five 12 MP photos of one seller take 1.2 s instead of 0.75 s.
 */
export const photoQueue = new FairQueue(AT_ONCE, MAX_QUEUED_PIXELS_PER_PERSON, Math.max(1, AT_ONCE - 1));

/** What a seller may upload: the formats sharp reads here (AVIF is HEIF's AV1 kind). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The bytes `startsLikeAPhoto` needs from the start of a file. */
export const PHOTO_HEAD_BYTES = 12;

/** The brands of an ISO media file (its `ftyp` box) that make it a HEIF picture: AVIF, HEIC or plain HEIF. */
const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether a file's first bytes are those of a JPEG, PNG, WebP or HEIF (AVIF, HEIC) file, so that
 * anything else is refused before the rest of it is read. HEIC passes, to be refused with advice.
 */
export function startsLikeAPhoto(head: Buffer): boolean {
  if (head.length < PHOTO_HEAD_BYTES) return false;
  const ascii = (start: number, end: number) => head.toString('latin1', start, end);
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  return ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12));
}

// Pixels are not cached between pictures: every photo is new, and memory stays with the queue.
sharp.cache(false);

export interface ProcessedPhoto {
  /** The largest width's size, after rotation. */
  width: number;
  height: number;
  variants: { width: PhotoWidth; data: Buffer }[];
}

const box = (width: number) => ({
  width,
  height: Math.round(width * 1.5),
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/** The pixels the file's header claims, refused unless it is a photo we can read and within the pixel limit. */
async function checkedPixels(input: Buffer): Promise<number> {
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
  return pixels;
}

/**
 * A photo as it is kept: turned upright by its EXIF orientation, every piece of metadata dropped
 * (a phone's photo carries where it was taken), in WebP at each of PHOTO_WIDTHS. The upload itself
 * is not kept. The picture is decoded once, to the largest width, and the others are made from that.
 */
async function photoVariants(input: Buffer): Promise<ProcessedPhoto> {
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
  // One width after another: a photo in turn takes one of libuv's four threads, not three, and
  // leaves the others to the file system and to other uploads' headers.
  const variants: ProcessedPhoto['variants'] = [];
  for (const variantWidth of PHOTO_WIDTHS) {
    const data = await sharp(base.data, { raw: { width, height, channels } })
      .resize(box(variantWidth))
      .webp({ quality: 80 })
      .toBuffer();
    variants.push({ width: variantWidth, data });
  }
  return { width, height, variants };
}

/**
 * One upload's photos, processed in `owner`'s turns of the queue. Every header is read first (no
 * pixel decoded): a file that is no photo, or pixels past the limits, are refused before any photo
 * is queued, and a person whose earlier photos still fill their share gets 429 with Retry-After.
 */
export async function processPhotos(owner: string, inputs: Buffer[]): Promise<ProcessedPhoto[]> {
  const pixels = await Promise.all(inputs.map((input) => checkedPixels(input)));
  if (pixels.reduce((sum, count) => sum + count, 0) > MAX_UPLOAD_PIXELS) {
    throw new AppError('UPLOAD_TOO_MANY_PIXELS');
  }
  const queued = photoQueue.submit(
    owner,
    inputs.map((input, index) => ({ cost: pixels[index]!, work: () => photoVariants(input) })),
  );
  if (queued === undefined) {
    const seconds = Math.ceil(photoQueue.heldBy(owner) / PIXELS_PER_SECOND);
    throw new AppError('PHOTO_QUEUE_FULL', undefined, Math.max(1, seconds));
  }
  return Promise.all(queued);
}

/** One photo, as `processPhotos` takes an upload's. */
export async function processPhoto(owner: string, input: Buffer): Promise<ProcessedPhoto> {
  const [photo] = await processPhotos(owner, [input]);
  return photo!;
}
