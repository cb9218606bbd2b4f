// Photos: a seller's camera photos uploaded ten at once with the server's memory watched, then a
// photo served, against node:http answering the same bytes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ApiClient, type Account } from '../../apps/server/test/api-client.js';
import { inTurns, load, missing } from './measure.js';
import { rows, targetsOf, uploads } from './report.js';
import { signUpMany } from './seed.js';
import { labelOf, startBare, startServer, type BareServer, type BenchDatabase } from './servers.js';
import { log } from './settings.js';

/** A camera's photo: 4000 × 3000 pixels (12 MP), a JPEG of a few megabytes (noise does not compress). */
function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6b4f3a',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A seller's 12 MP photos uploaded ten at once (each its own request, as the form sends
 * them), with the server's resident memory sampled every 50 ms meanwhile; then a photo served,
 * against node:http answering the same bytes with the same headers.
 */
export async function benchPhotos(database: BenchDatabase): Promise<void> {
  const label = labelOf(database);
  const check = targetsOf(label);
  const { server } = await startServer(database);
  let photoPath: string;
  try {
    const client = new ApiClient(server.url);
    // A seller per round: one seller's uploads are limited (LIMITS.photoUploadPerPerson).
    const sellers = await signUpMany(client, 'seller', 5);
    const photo = await cameraPhoto();
    const upload = (seller: Account) => client.uploadPhoto(seller, photo);
    log(`${label}: photos: ${(photo.length / 2 ** 20).toFixed(1)} MB camera photo, ten at once, three times`);
    await upload(sellers[0]!);
    for (let round = 1; round <= 3; round += 1) {
      const rssBefore = server.rssMiB();
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMiB())), 50);
      const began = performance.now();
      await Promise.all(Array.from({ length: 10 }, () => upload(sellers[round]!)));
      const seconds = (performance.now() - began) / 1000;
      clearInterval(sampler);
      uploads.push({ database: label, photos: 10, atOnce: 10, seconds, rssBefore, rssPeak });
    }
    // Bounded: photos are worked on a few at a time (features/photos/processing.ts), whatever arrives.
    const measured = uploads.filter((u) => u.database === label);
    const growth = Math.max(...measured.map((u) => u.rssPeak - u.rssBefore));
    const peak = Math.max(...measured.map((u) => u.rssPeak));
    check(
      'server memory while 10 photos of 12 MP are processed at once: grows by < 512 MiB',
      `+${growth} MiB (peak ${peak} MiB)`,
      growth < 512,
    );
    photoPath = await upload(sellers[4]!);
  } finally {
    await server.stop();
  }

  // Serving: the app (its store: files under DATA_DIR, or PostgreSQL), and node:http with the bytes in memory.
  const { server: serving } = await startServer(database);
  try {
    const bytes = Buffer.from(await (await fetch(`${serving.url}${photoPath}`)).arrayBuffer());
    const answers = join(mkdtempSync(join(os.tmpdir(), 'bench-photo-')), 'answers.json');
    writeFileSync(
      answers,
      JSON.stringify({ [photoPath]: { type: 'image/webp', base64: bytes.toString('base64') } }),
    );
    log(`${label}: photos: serving ${photoPath} (${bytes.length} bytes)`);
    let bare: BareServer | undefined;
    const [served = missing(), servedLimit] = await inTurns(
      () => load(serving.url, { method: 'GET', path: photoPath }),
      async () => load((bare ??= await startBare('bytes', answers)).url, { method: 'GET', path: photoPath }),
    );
    await bare?.stop();
    rows.push({
      database: label,
      scenario: `a photo (640 px WebP, ${(bytes.length / 1024).toFixed(0)} KB) from ${database.kind === 'postgres' ? 'PostgreSQL' : 'files under DATA_DIR'}`,
      app: served,
      limitName: 'node:http, same bytes from memory',
      limit: servedLimit,
    });
    const ratio = served.rps / servedLimit!.rps;
    check('photo serving ≥ 0.5 of node:http answering the same bytes', ratio.toFixed(2), ratio >= 0.5);
  } finally {
    await serving.stop();
  }
}
