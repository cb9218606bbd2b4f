/// <reference lib="webworker" />
import { BarcodeDetector as Ponyfill, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// Reads the barcodes of the frames the scanner sends, off the page's thread: with the browser's
// own BarcodeDetector where it reads EAN-13, else with zxing-wasm's, whose .wasm comes from this
// site's assets (never a CDN). This file's answer alone carries 'wasm-unsafe-eval' in its
// Content-Security-Policy (apps/server/src/lib/security.ts): the pages' own never do.

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

interface Detector {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

async function detector(): Promise<Detector> {
  const Native = (globalThis as { BarcodeDetector?: typeof Ponyfill }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats()).includes('ean_13')) {
    return new Native({ formats: ['ean_13'] });
  }
  return new Ponyfill({ formats: ['ean_13'] });
}

const ready = detector();

self.onmessage = async (event: MessageEvent<ImageBitmap>) => {
  const frame = event.data;
  try {
    const codes = await (await ready).detect(frame);
    self.postMessage({ codes: codes.map((code) => code.rawValue) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  } finally {
    frame.close();
  }
};
