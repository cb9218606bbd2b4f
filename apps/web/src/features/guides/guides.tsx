import type { GuideSlug } from '@second-shelf/shared';
import type { ComponentType } from 'react';
import { PricingGuide } from './components/pricing-guide.js';

export interface Guide {
  title: string;
  /** What search engines and link previews show of it. */
  description: string;
  Body: ComponentType;
}

/** The guides at /guides/:slug, by their slug (GUIDE_SLUGS of packages/shared). */
export const GUIDES: Record<GuideSlug, Guide> = {
  pricing: {
    title: 'Pricing guide',
    description:
      'How to price a used book on Second Shelf, and how the suggested price is worked out from what copies sold for here.',
    Body: PricingGuide,
  },
};
