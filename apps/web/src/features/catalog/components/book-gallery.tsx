import { useState } from 'react';
import { BOOK_PHOTO_SIZES } from '@second-shelf/shared/photo-urls';
import { CoverImage } from '../../../components/cover-image.js';

/**
 * Every photo of a book, the cover first, large; below it one small button per photo shows that
 * one large. The large photo's box is sized before it loads, so nothing moves when it arrives.
 */
export function BookGallery({ title, photos }: { title: string; photos: string[] }) {
  const [shown, setShown] = useState(0);
  const src = photos[shown] ?? photos[0]!;
  const label = (index: number) =>
    index === 0 ? `Cover of ${title}` : `Photo ${index + 1} of ${photos.length} of ${title}`;
  return (
    <div className="flex flex-col gap-3">
      <CoverImage
        // A new photo starts again from "not broken".
        key={src}
        src={src}
        alt={label(shown)}
        sizes={BOOK_PHOTO_SIZES}
        width={320}
        height={480}
        fetchPriority={shown === 0 ? 'high' : undefined}
        className="mx-auto aspect-[2/3] w-full max-w-80 rounded-xl border border-stone-200 bg-white object-contain"
      />
      {photos.length > 1 && (
        <ul className="flex flex-wrap justify-center gap-2" aria-label={`Photos of ${title}`}>
          {photos.map((photo, index) => (
            <li key={photo}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${photos.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={`block overflow-hidden rounded-md border-2 bg-white ${index === shown ? 'border-brand' : 'border-stone-200 hover:border-stone-400'}`}
              >
                <CoverImage
                  src={photo}
                  alt=""
                  sizes="56px"
                  width={56}
                  height={84}
                  loading="lazy"
                  className="h-21 w-14 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
