import type { Category, GuideSlug } from '@second-shelf/shared';
import type { ComponentType } from 'react';
import { ConditionGuide } from './components/condition-guide.js';
import { HelpCentre } from './components/help-centre.js';
import { MeetSafely } from './components/meet-safely.js';
import { PricingGuide } from './components/pricing-guide.js';
import { PrivacyPolicy } from './components/privacy-policy.js';
import { SecurityPolicy } from './components/security-policy.js';
import { Sitemap } from './components/sitemap.js';
import { TermsOfService } from './components/terms-of-service.js';

/** What a guide's page is given by its screen: the categories, which the sitemap lists. */
export interface GuideProps {
  categories: Category[] | undefined;
}

export interface Guide {
  title: string;
  /** What search engines and link previews show of it. */
  description: string;
  Body: ComponentType<GuideProps>;
}

/** The guides at /guides/:slug, by their slug (GUIDE_SLUGS of packages/shared), in the footer's order. */
export const GUIDES: Record<GuideSlug, Guide> = {
  'meet-safely': {
    title: 'Meet safely',
    description:
      'How to meet a stranger to buy or sell a book: public places, daylight, checking the copy, paying safely, and what to do if something feels wrong.',
    Body: MeetSafely,
  },
  condition: {
    title: 'Condition guide',
    description:
      'What excellent, good and fair mean for a used book on Second Shelf, and the listing checklist.',
    Body: ConditionGuide,
  },
  pricing: {
    title: 'Pricing guide',
    description:
      'How to price a used book on Second Shelf, and how the suggested price is worked out from what copies sold for here.',
    Body: PricingGuide,
  },
  help: {
    title: 'Help centre',
    description:
      'Answers about booking, expiry, cancelling, paying, reviews, blocking and deleting an account on Second Shelf.',
    Body: HelpCentre,
  },
  terms: {
    title: 'Terms of service',
    description:
      'The rules of Second Shelf, the marketplace where readers sell the books they have finished.',
    Body: TermsOfService,
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'What Second Shelf stores about you, for how long, who sees your phone number, and how to download or delete your data.',
    Body: PrivacyPolicy,
  },
  security: {
    title: 'Security',
    description: 'How to report a security vulnerability in Second Shelf.',
    Body: SecurityPolicy,
  },
  sitemap: {
    title: 'Sitemap',
    description: 'Every public page of Second Shelf: the categories, the guides and the blog.',
    Body: ({ categories }) => (
      <Sitemap
        categories={categories}
        guides={Object.entries(GUIDES).map(([slug, guide]) => ({
          slug: slug as GuideSlug,
          title: guide.title,
        }))}
      />
    ),
  },
};
