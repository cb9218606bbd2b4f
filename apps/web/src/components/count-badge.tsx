/**
 * The red count on an icon of the bar (the bell, Messages): hidden from assistive technology, which
 * reads the count in the icon's own name. Nothing when the count is zero.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
