import type { ReactNode } from 'react';

/** A list screen's title with its count badge, and optional actions on the right. */
export function PageHeading({
  title,
  count,
  children,
}: {
  title: string;
  /** Left out while the list loads, rather than a count of nothing. */
  count?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-baseline gap-3">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      {count !== undefined && (
        <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-brand-dark">
          {count}
        </span>
      )}
      {children}
    </div>
  );
}
