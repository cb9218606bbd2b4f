import { useState, type ImgHTMLAttributes } from 'react';
import { isShowablePicture, photoSrcSet } from '@second-shelf/shared/photo-urls';
import { BookIcon } from './icons.js';

type CoverImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** How wide the picture is shown (the `sizes` attribute): an uploaded photo's width is chosen by it. */
  sizes: string;
};

/**
 * A book's cover: an uploaded photo in the width the screen needs (`srcset` of its widths), a
 * picture by address as it is; or, when the picture cannot be loaded (a seller's address gone
 * dead), a drawn placeholder of the same size instead of the browser's broken-image icon. An
 * address that names no picture (another path of this site, such as an event stream) is never
 * put in the <img>: the placeholder is drawn instead.
 */
export function CoverImage({ alt, className = '', sizes, ...props }: CoverImageProps) {
  const [isBroken, setIsBroken] = useState(false);
  const srcSet = photoSrcSet(props.src);
  if (isBroken || !isShowablePicture(props.src)) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`${className} flex items-center justify-center bg-gradient-to-br from-amber-50 to-stone-200 text-brand/60`}
      >
        <BookIcon className="size-1/3 max-h-16 max-w-16" />
      </span>
    );
  }
  return (
    <img
      {...props}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      className={className}
      onError={() => setIsBroken(true)}
      // A page drawn on the server may have failed to load the picture before this code arrived,
      // and the error event is not sent again: a finished picture with no pixels is looked at.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) {
          image.decode?.().catch(() => setIsBroken(true));
        }
      }}
    />
  );
}
