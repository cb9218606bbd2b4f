import { Readable } from 'node:stream';
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

/** A photo of `width` × `height` with some texture (a flat colour would compress to nothing). */
export function photo(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  { width = 600, height = 900 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#8a5a3c',
      noise: { type: 'gaussian', mean: 120, sigma: 25 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

let blank: Promise<Buffer> | undefined;

/**
 * A 40-megapixel PNG (6,324 × 6,324), all black: some 116 KB that decode to 120 MB of pixels, the
 * most a photo may have. Made once per test file.
 */
export function blankPng(): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(40_000_000));
  blank ??= sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  return blank;
}

/** The words written into the test photo's EXIF beside its GPS position. */
export const EXIF_SECRET = 'Seller Home Address';

/**
 * A phone's photo: 400 × 200 pixels stored sideways (EXIF orientation 6, shown 200 × 400), with
 * the place it was taken (GPS) and an artist's name in its EXIF.
 */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: EXIF_SECRET },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    })
    .toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><script>alert(document.cookie)</script><rect width="300" height="450" fill="red"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

let bomb: Promise<Buffer> | undefined;

/**
 * A decompression bomb: a valid PNG of 50,000 × 50,000 black pixels (2.5 gigapixels, 7.5 GB once
 * decoded as RGB) in about 300 KB. Made once per test file.
 */
export function pngBomb(side = 50_000): Promise<Buffer> {
  bomb ??= new Promise((resolve, reject) => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(side, 0);
    header.writeUInt32BE(side, 4);
    header[8] = 1; // 1 bit per pixel
    header[9] = 0; // greyscale
    const deflate = createDeflate({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on('data', (part: Buffer) => parts.push(part));
    deflate.on('error', reject);
    deflate.on('end', () =>
      resolve(
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          chunk('IHDR', header),
          chunk('IDAT', Buffer.concat(parts)),
          chunk('IEND', Buffer.alloc(0)),
        ]),
      ),
    );
    // Each row: its filter byte, then side / 8 bytes of zero bits; written a thousand rows at a time.
    const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * 1000);
    let written = 0;
    const writeMore = () => {
      while (written < side) {
        written += 1000;
        if (!deflate.write(rows)) return void deflate.once('drain', writeMore);
      }
      deflate.end();
    };
    writeMore();
  });
  return bomb;
}

/** A multipart/form-data body of files, as a browser's form sends it. */
export function multipart(
  files: { data: Buffer; filename?: string; type?: string; field?: string }[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----second-shelf-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  files.forEach(({ data, filename = 'photo.jpg', type = 'image/jpeg', field = 'photo' }) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const CHUNK = 64 * 1024;

/**
 * A multipart body made as the server reads it, in 64 KB chunks, as a client sends a large upload:
 * each file is its `head` followed by zero bytes up to `size`. `pulled()` is how many bytes were
 * read so far. With `hold`, the body stops after the head of file `holdAt` (the first by default)
 * until `hold` settles, and then ends there (cut short).
 */
export function multipartStream(
  files: { head: Buffer; size: number }[],
  { hold, holdAt = 0 }: { hold?: Promise<void>; holdAt?: number } = {},
): { payload: Readable; headers: Record<string, string>; pulled: () => number; started: Promise<void> } {
  const boundary = `----second-shelf-test-${Math.random().toString(16).slice(2)}`;
  let pulled = 0;
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  async function* parts(): AsyncGenerator<Buffer> {
    for (const [index, { head, size }] of files.entries()) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      yield head;
      if (hold && index === holdAt) return void (await hold);
      for (let left = size - head.length; left > 0; left -= CHUNK) yield Buffer.alloc(Math.min(CHUNK, left));
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of parts()) {
      pulled += chunk.length;
      start();
      yield chunk;
    }
  }
  return {
    payload: Readable.from(counted(), { objectMode: false, highWaterMark: CHUNK }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
    started,
  };
}
