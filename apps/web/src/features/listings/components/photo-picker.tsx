import { useEffect, useRef, useState, type DragEvent } from 'react';
import { PHOTO_ACCEPT, PHOTOS_MAX, type UploadedPhoto } from '@second-shelf/shared';
import { errorMessage } from '../../../lib/api-client.js';
import { uploadPhotos } from '../api/upload-photos.js';

/** A photo in the picker: a preview at once, then the server's photo once uploaded. */
export interface PickedPhoto {
  key: string;
  /** What is shown: the file itself while it uploads, then the stored photo. */
  preview: string;
  state: 'uploading' | 'ready' | 'failed';
  photo?: UploadedPhoto;
  error?: string;
}

/** A photo already stored (a listing being edited, a cover filled from an ISBN). */
export function storedPhoto(photo: Pick<UploadedPhoto, 'id' | 'url'>): PickedPhoto {
  return { key: photo.id, preview: photo.url, state: 'ready', photo: photo as UploadedPhoto };
}

/** The ids of the photos ready to go on the listing, in order. */
export const readyPhotoIds = (photos: PickedPhoto[]) =>
  photos.flatMap((picked) => (picked.state === 'ready' && picked.photo ? [picked.photo.id] : []));

let nextKey = 0;

/**
 * Photos for a listing, one to five: chosen with the file picker (which offers the camera on a
 * phone) or dropped on the zone, each uploaded at once (turned upright and stripped of its location
 * by the server) with its preview shown meanwhile; moved earlier or later, or removed, before the
 * form is sent. The first is the cover.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: PickedPhoto[];
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');
  const previews = useRef(new Set<string>());

  // The files' previews are freed with the form.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: File[]) => {
    const room = PHOTOS_MAX - photos.length;
    setNotice(
      files.length > room
        ? `A listing has at most ${PHOTOS_MAX} photos: ${Math.max(room, 0)} more could be added.`
        : '',
    );
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = `picked-${(nextKey += 1)}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      onChange((current) => [...current, { key, preview, state: 'uploading' }]);
      uploadPhotos([file]).then(
        ([photo]) =>
          onChange((current) => current.map((p) => (p.key === key ? { ...p, state: 'ready', photo } : p))),
        (failure: unknown) =>
          onChange((current) =>
            current.map((p) =>
              p.key === key ? { ...p, state: 'failed', error: `${file.name}: ${errorMessage(failure)}` } : p,
            ),
          ),
      );
    }
  };

  const move = (index: number, by: -1 | 1) =>
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  const remove = (key: string) => onChange((current) => current.filter((p) => p.key !== key));

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files].filter((file) => file.type.startsWith('image/') || file.type === ''));
  };

  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby="photos-hint">
      <legend className="text-sm font-semibold text-stone-700">Photos</legend>
      <p id="photos-hint" className="text-xs text-stone-600">
        One to five photos of your copy (JPEG, PNG, WebP or AVIF, up to 20 MB each). The first is the cover.
        Their location and other details are removed.
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm text-stone-700 ${
          dragging ? 'border-brand bg-brand/5' : 'border-stone-300'
        }`}
      >
        <span className="hidden sm:inline">Drag photos here, or</span>
        <button
          type="button"
          className="btn-secondary btn-sm"
          onClick={() => input.current?.click()}
          disabled={photos.length >= PHOTOS_MAX}
        >
          Choose photos
        </button>
        <input
          ref={input}
          type="file"
          aria-label="Add photos"
          accept={PHOTO_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {notice && (
        <p role="status" className="text-sm text-stone-700">
          {notice}
        </p>
      )}
      {photos.length > 0 && (
        <ol aria-label="Chosen photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {photos.map((picked, index) => {
            const number = index + 1;
            return (
              <li
                key={picked.key}
                className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-2"
              >
                <div className="relative">
                  <img
                    src={picked.preview}
                    alt={`Photo ${number}${index === 0 ? ' (cover)' : ''}`}
                    className={`aspect-[2/3] w-full rounded bg-stone-100 object-contain ${picked.state === 'uploading' ? 'opacity-60' : ''}`}
                  />
                  {index === 0 && (
                    <span className="absolute top-1 left-1 rounded-full bg-brand-dark px-2 py-0.5 text-xs font-bold text-white">
                      Cover
                    </span>
                  )}
                </div>
                {picked.state === 'uploading' && <p className="text-xs text-stone-600">Uploading…</p>}
                {picked.state === 'failed' && (
                  <p role="alert" className="text-xs font-medium break-words text-red-800">
                    {picked.error}
                  </p>
                )}
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className="btn-secondary btn-xs"
                    aria-label={`Move photo ${number} earlier`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="btn-secondary btn-xs"
                    aria-label={`Move photo ${number} later`}
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="btn-danger-outline btn-xs ml-auto"
                    aria-label={`Remove photo ${number}`}
                    onClick={() => remove(picked.key)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
