const GROUPS = [
  { title: 'Community', items: ['Book clubs', 'Reading circles', 'Campus swaps'] },
  { title: 'Getting Started', items: ['Create an account', 'Sell a book', 'Meet safely'] },
  { title: 'Resources', items: ['Pricing guide', 'Condition guide', 'Help centre'] },
];

const LEGAL = ['Terms of service', 'Privacy Policy', 'Security', 'Sitemap'];

const SOCIAL = ['Facebook', 'Twitter', 'Instagram', 'GitHub'];

/** Spec 2: the link groups, legal links and social icons are shown but lead nowhere yet. */
export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-serif text-xl font-bold text-white">
            <span className="icon icon-book size-6 text-amber-300" aria-hidden="true" />
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
            {SOCIAL.map((label) => (
              <li key={label} title={label}>
                <span className={`icon icon-${label.toLowerCase()} size-5`} aria-hidden="true" />
                <span className="sr-only">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
