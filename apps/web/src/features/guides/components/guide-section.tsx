import type { ReactNode } from 'react';

/** A part of a guide, under its own heading. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-serif text-2xl font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
