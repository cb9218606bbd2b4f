import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { RequireRole } from '../../components/guards.js';
import { HeartIcon, toastIcon } from '../../components/message-icons.js';
import { PageHeading } from '../../components/page-heading.js';
import { formatPrice } from '../../lib/format.js';

/** Spec 2: a static preview with three sample products; a later issue makes it real. */
const SAMPLES = [
  {
    code: 'RF293',
    name: 'The Salt Road',
    colour: 'Brick red',
    size: 'Paperback, 320 pages',
    price: 11,
    image: '/images/covers/the-salt-road.svg',
    details: 'A sweeping adventure along the old trade routes. Light shelf wear on the cover; pages clean.',
  },
  {
    code: 'CF118',
    name: 'City of Lanterns',
    colour: 'Plum',
    size: 'Hardcover, 412 pages',
    price: 10,
    image: '/images/covers/city-of-lanterns.svg',
    details: 'A fantasy city-mystery. Dust jacket included, spine uncreased.',
  },
  {
    code: 'LF054',
    name: 'The Quiet Orchard',
    colour: 'Olive',
    size: 'Paperback, 256 pages',
    price: 9,
    image: '/images/covers/the-quiet-orchard.svg',
    details: 'A quiet family novel. A previous owner’s name on the first page.',
  },
];

function Wishlist() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading title="Favourites" count="03 items" />
      <ul className="flex flex-col gap-4">
        {SAMPLES.map((item) => (
          <li key={item.code} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:flex-row">
            <img
              src={item.image}
              alt={`Cover of ${item.name}`}
              width={96}
              height={144}
              className="h-36 w-24 self-center rounded object-cover"
            />
            <div className="flex flex-1 flex-col gap-1">
              <p className="text-xs font-semibold text-stone-600">{item.code}</p>
              <h2 className="font-serif text-lg font-bold text-stone-900">{item.name}</h2>
              <p className="text-sm text-stone-700">Colour: {item.colour}</p>
              <p className="text-sm text-stone-700">Size: {item.size}</p>
              <p className="font-semibold">{formatPrice(item.price)}</p>
              {open === item.code && (
                <p id={`details-${item.code}`} className="rounded-lg bg-paper p-3 text-sm text-stone-700">
                  {item.details}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary btn-sm"
                  aria-expanded={open === item.code}
                  aria-controls={`details-${item.code}`}
                  onClick={() => setOpen(open === item.code ? null : item.code)}
                >
                  More information
                </button>
                <button
                  type="button"
                  className="btn-primary btn-sm"
                  onClick={() =>
                    toast('The wishlist is a preview for now: book a copy from its category page.', {
                      icon: toastIcon(HeartIcon),
                    })
                  }
                >
                  Add to cart
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  return (
    <>
      <title>Favourites · Second Shelf</title>
      <RequireRole role="buyer">
        <Wishlist />
      </RequireRole>
    </>
  );
}
