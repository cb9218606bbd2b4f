import { lazy } from 'react';

/**
 * The booking form (react-hook-form, the zod schemas and the modal: about 40 KB gzipped), loaded
 * with the first "Book Now" rather than with the page, whose books and covers it would otherwise
 * delay. The category, search and book pages open it.
 */
export const LazyBookingModal = lazy(() =>
  import('./booking-modal.js').then((module) => ({ default: module.BookingModal })),
);
