import { useId, type ReactNode } from 'react';

/** A part of a guide, under its own heading, which names it. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-serif text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
