import { writeFileSync } from 'node:fs';

// A video for Chromium's fake camera (--use-file-for-fake-video-capture): books' EAN-13 barcodes
// drawn here, bar by bar, and written as raw Y4M frames (no encoder needed).

const LEFT_ODD = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const LEFT_EVEN = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const RIGHT = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
/** Which of the left half's digits are written with even parity, by the first digit. */
const PARITY = [
  'OOOOOO',
  'OOEOEE',
  'OOEEOE',
  'OOEEEO',
  'OEOOEE',
  'OEEOOE',
  'OEEEOO',
  'OEOEOE',
  'OEOEEO',
  'OEEOEO',
];

/** The 95 modules of an EAN-13 (1 a bar, 0 a space), guards included. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((digit, index) => (parity[index] === 'O' ? LEFT_ODD : LEFT_EVEN)[digit])
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => RIGHT[digit])
    .join('');
  return `101${left}01010${right}101`;
}

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 4;
const FRAMES_PER_CODE = 15;

/** One frame's luma: the barcode's bars black on white, centred. */
function frameOf(code: string): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const modules = ean13Modules(code);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  for (let y = 90; y < HEIGHT - 90; y += 1) {
    for (let m = 0; m < modules.length; m += 1) {
      if (modules[m] !== '1') continue;
      luma.fill(16, y * WIDTH + left + m * MODULE_PX, y * WIDTH + left + (m + 1) * MODULE_PX);
    }
  }
  return luma;
}

/**
 * Writes a Y4M video showing each barcode in turn for a second and a half (Chromium plays it in a
 * loop); the path, for the browser's flags.
 */
export function writeBarcodeVideo(path: string, codes: string[]): string {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)];
  for (const code of codes) {
    const frame = Buffer.concat([Buffer.from('FRAME\n'), frameOf(code), chroma]);
    for (let i = 0; i < FRAMES_PER_CODE; i += 1) parts.push(frame);
  }
  writeFileSync(path, Buffer.concat(parts));
  return path;
}

/** Chromium's flags for a camera that films `video`, allowed without asking. */
export const fakeCameraArgs = (video: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];
