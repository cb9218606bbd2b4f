import type { ReactNode } from 'react';
import type { Profile as ProfileData } from '@second-shelf/shared';
import { RatingSummary } from '../../../components/star-rating.js';
import { VerifiedTick } from '../../../components/verified-tick.js';
import { formatDate } from '../../../lib/format.js';
import { PageMeta } from '../../../components/page-meta.js';

/**
 * A person as others see them: name (with the blue tick of a verified seller), member since, books
 * on sale, their rating and the reviews written about them. `reviews`: the list of those reviews, and
 * `actions`: what the viewer may do about the person (Report), which the screen composes.
 */
export function Profile({
  profile,
  reviews,
  actions,
}: {
  profile: ProfileData;
  reviews: ReactNode;
  actions?: ReactNode;
}) {
  const facts: [string, ReactNode][] = [
    ['Member since', <time dateTime={profile.memberSince}>{formatDate(profile.memberSince)}</time>],
    ['Books on sale', profile.booksOnSale],
    ['Rating', <RatingSummary average={profile.rating.average} count={profile.rating.count} />],
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title={`${profile.name} · Second Shelf`}
        description={`${profile.name} on Second Shelf: ${profile.booksOnSale} ${profile.booksOnSale === 1 ? 'book' : 'books'} on sale, and what others say of them.`}
        path={`/users/${encodeURIComponent(profile._id)}`}
      />
      <p className="text-sm font-bold tracking-widest text-brand uppercase">{profile.role}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold text-stone-900">
          {profile.name}
          {profile.verified && <VerifiedTick className="ml-2 size-6" />}
        </h1>
        {actions}
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-stone-200 bg-white p-4">
            <dt className="text-sm font-semibold text-stone-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="profile-reviews" className="mt-10">
        <h2 id="profile-reviews" className="mb-4 font-serif text-2xl font-bold text-stone-900">
          Reviews
        </h2>
        {profile.reviews.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
            Nobody has reviewed {profile.name} yet.
          </p>
        ) : (
          reviews
        )}
      </section>
    </section>
  );
}
