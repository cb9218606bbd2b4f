import { BookIcon, FacebookIcon, GitHubIcon, InstagramIcon, TwitterIcon } from '../icons.js';

const GROUPS = [
  { title: 'Community', items: ['Book clubs', 'Reading circles', 'Campus swaps'] },
  { title: 'Getting Started', items: ['Create an account', 'Sell a book', 'Meet safely'] },
  { title: 'Resources', items: ['Pricing guide', 'Condition guide', 'Help centre'] },
];

const LEGAL = ['Terms of service', 'Privacy Policy', 'Security', 'Sitemap'];

/** Spec 2: the link groups, legal links and social icons are shown but lead nowhere yet. */
export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-serif text-xl font-bold text-white">
            <BookIcon className="size-6 text-amber-300" />
            Second Shelf
          </p>
          <p className="text-sm text-stone-300">
            Second-hand books, first-hand stories: buy and resell used books near you.
          </p>
        </div>
        {GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{group.title}</h2>
            <ul className="flex flex-col gap-2 text-sm text-stone-300">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-stone-300 md:flex-row">
          <p>© 2022 Second Shelf. All rights reserved.</p>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {LEGAL.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <ul className="flex gap-4" aria-label="Social media">
            {[
              ['Facebook', FacebookIcon],
              ['Twitter', TwitterIcon],
              ['Instagram', InstagramIcon],
              ['GitHub', GitHubIcon],
            ].map(([label, Icon]) => {
              const SocialIcon = Icon as typeof FacebookIcon;
              return (
                <li key={label as string} title={label as string}>
                  <SocialIcon className="size-5" />
                  <span className="sr-only">{label as string}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}
