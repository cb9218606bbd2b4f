/** The icons of index.html's <symbol id="icon-…"> that the app's own markup draws. */
export const SPRITE_ICONS = ['book', 'menu', 'plus', 'chevron-down'] as const;

/**
 * One of the page's own icons, in the text's colour and hidden from screen readers: the pictures are
 * in the page (index.html) rather than in this JavaScript, which every page loads first, or in the
 * style sheet, where each picture costs the browser a document of its own before the first paint.
 */
export function SpriteIcon({ name, className }: { name: (typeof SPRITE_ICONS)[number]; className: string }) {
  return (
    <svg className={`sprite-icon ${className}`} aria-hidden="true">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
