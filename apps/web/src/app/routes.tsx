import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.js';
import { RouteError } from './route-error.js';
import { categoryLoader } from './routes/category-loader.js';
import { HomePage, homeLoader } from './routes/home.js';

// The notifications bell loads after the first page is drawn, for signed-in people only.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell.js').then((module) => ({
    default: module.NotificationBell,
  })),
);

// Asking a signed-in person to confirm their email address: drawn after hydration, for them alone.
const MessagesLink = lazy(() =>
  import('../features/messages/components/messages-link.js').then((module) => ({
    default: module.MessagesLink,
  })),
);
const EmailNotice = lazy(() =>
  import('../features/account/components/email-notice.js').then((module) => ({
    default: module.EmailNotice,
  })),
);

/**
 * The screens and their addresses, as the specification names them. Home is in the first bundle; every other screen (with its forms,
 * schemas and admin code) is loaded when first visited. The category page's loader is in the first
 * bundle too, so that its data and its code download side by side.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const layout = (
    <RootLayout bell={<NotificationBell />} messages={<MessagesLink />} notice={<EmailNotice />} />
  );
  return [
    {
      path: '/',
      element: layout,
      // A page the browser draws alone (not rendered on the server) shows the layout while its
      // screen's code and data arrive: the same layout, kept as it is when the screen comes.
      hydrateFallbackElement: layout,
      children: [
        {
          // A route's error is shown inside the layout, in place of its screen.
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage />, loader: homeLoader(queryClient) },
            { path: 'blog', lazy: () => import('./routes/blog.js') },
            // The guides share one route and one screen module: a route each would add to the first bundle.
            { path: 'guides/:slug', lazy: () => import('./routes/guide.js') },
            { path: 'login', lazy: () => import('./routes/login.js') },
            { path: 'signup', lazy: () => import('./routes/signup.js') },
            { path: 'auth/callback', lazy: () => import('./routes/social-callback.js') },
            {
              path: 'category/:id',
              loader: categoryLoader(queryClient),
              lazy: () => import('./routes/category.js'),
            },
            { path: 'book/:id', lazy: () => import('./routes/book.js') },
            { path: 'search', lazy: () => import('./routes/search.js') },
            { path: 'addproduct', lazy: () => import('./routes/add-listing.js') },
            // One screen module adds and edits a listing: a route of its own would add to the first bundle.
            { path: 'editproduct/:id', lazy: () => import('./routes/add-listing.js') },
            { path: 'myproducts', lazy: () => import('./routes/my-listings.js') },
            { path: 'myorders', lazy: () => import('./routes/my-orders.js') },
            { path: 'mywishlist', lazy: () => import('./routes/wishlist.js') },
            { path: 'allbuyers', lazy: () => import('./routes/all-buyers.js') },
            { path: 'allsellers', lazy: () => import('./routes/all-sellers.js') },
            { path: 'reporteditems', lazy: () => import('./routes/reported-items.js') },
            { path: 'admin/outbox', lazy: () => import('./routes/outbox.js') },
            { path: 'account', lazy: () => import('./routes/account.js') },
            { path: 'email/:link', lazy: () => import('./routes/email-link.js') },
            { path: 'bookings', lazy: () => import('./routes/bookings.js') },
            { path: 'bookings/:id', lazy: () => import('./routes/booking.js') },
            // One screen module for the list and a conversation: a route of its own would add to the first bundle.
            { path: 'messages', lazy: () => import('./routes/messages.js') },
            { path: 'messages/:id', lazy: () => import('./routes/messages.js') },
            { path: 'users/:id', lazy: () => import('./routes/profile.js') },
            { path: '*', lazy: () => import('./routes/not-found.js') },
          ],
        },
      ],
    },
  ];
}
