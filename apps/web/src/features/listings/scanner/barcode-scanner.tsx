import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { toIsbn13 } from '@second-shelf/shared';
import { Modal } from '../../../components/modal.js';

/** How long the scanner rests between two frames it reads: about seven frames a second. */
const FRAME_GAP_MS = 140;
/** How long a frame may take to read (the first includes loading the reader) before it counts as broken. */
const READER_TIMEOUT_MS = 15_000;

/**
 * The ISBN of a book's barcode: an EAN-13 of the "Bookland" prefixes 978 and 979, whose check digit
 * holds (a 5-digit price add-on beside it is not read). Null for any other code.
 */
export function booklandIsbn(code: string): string | null {
  return /^97[89]\d{10}$/.test(code) ? toIsbn13(code) : null;
}

/** Why the camera cannot be used, in the seller’s words. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'The camera is not allowed for this site: type the ISBN instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found: type the ISBN instead.';
  return 'The camera could not be started: type the ISBN instead.';
}

/**
 * The camera, reading books' barcodes. Each ISBN read goes to `onIsbn`; the scanner closes after the
 * first unless `pile` (scanning a pile into Drafts), where it goes on, reading each book once. The
 * frames are read in a worker (scanner-worker.ts), started only now: nothing of the scanning code
 * is loaded before the camera opens.
 */
export function BarcodeScanner({
  title,
  onIsbn,
  onClose,
  pile = false,
  children,
}: {
  title: string;
  onIsbn: (isbn: string) => void;
  onClose: () => void;
  pile?: boolean;
  /** Under the camera: what the pile holds so far. */
  children?: ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState('Starting the camera…');
  const [problem, setProblem] = useState<string | null>(null);
  const read = useEffectEvent(onIsbn);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let worker: Worker | undefined;
    // Each book once: a pile's camera sees a barcode for many frames, and may come back to it.
    const seen = new Set<string>();
    /** Stops the camera and the reader: on closing, and on any trouble (the camera is not left on). */
    const stop = () => {
      worker?.terminate();
      worker = undefined;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const fail = (message: string) => {
      stop();
      if (!stopped) setProblem(message);
    };

    // A frame's barcodes; a reader that fails to load or to answer within a few seconds is trouble.
    const readFrame = (reader: Worker, frame: ImageBitmap) =>
      new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the reader did not answer')), READER_TIMEOUT_MS);
        reader.onmessage = (event: MessageEvent<{ codes?: string[]; error?: string }>) => {
          clearTimeout(timer);
          if (event.data.error === undefined) resolve(event.data.codes ?? []);
          else reject(new Error(event.data.error));
        };
        reader.onerror = reader.onmessageerror = () => {
          clearTimeout(timer);
          reject(new Error('the reader could not load'));
        };
        reader.postMessage(frame, [frame]);
      });

    const scan = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        fail('This browser gives no camera to this page: type the ISBN instead.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        fail(cameraProblem(error));
        return;
      }
      // Closed while the browser asked for the camera: it is given back at once.
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      if (stopped) return stop();
      const reader = new Worker(new URL('./scanner-worker.ts', import.meta.url), { type: 'module' });
      worker = reader;
      setStatus('Point the camera at the barcode on the back of the book.');
      while (!stopped) {
        const element = video.current;
        if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          let codes: string[] = [];
          try {
            codes = await readFrame(reader, await createImageBitmap(element));
          } catch {
            fail('The barcode reader could not start: type the ISBN instead.');
            return;
          }
          const isbn = codes.map(booklandIsbn).find((found) => found !== null) ?? null;
          if (isbn && !stopped && !seen.has(isbn)) {
            seen.add(isbn);
            read(isbn);
            if (!pile) {
              close();
              return;
            }
            setStatus(`Read ${isbn}. Point the camera at the next book.`);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
      }
    };
    void scan();
    return () => {
      stopped = true;
      stop();
    };
  }, [pile]);

  return (
    <Modal title={title} onClose={onClose}>
      <div className="flex flex-col gap-3">
        {problem ? (
          <p role="alert" className="text-red-800">
            {problem}
          </p>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              aria-label="Camera"
              className="aspect-[4/3] w-full rounded-lg bg-stone-900 object-cover"
            />
            <p role="status" className="text-stone-700">
              {status}
            </p>
          </>
        )}
        {children}
        <button type="button" className="btn-secondary" onClick={onClose}>
          {pile ? 'Done' : 'Type the ISBN instead'}
        </button>
      </div>
    </Modal>
  );
}
