import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { loadToastLibrary, useIsToastLibraryLoaded } from '../../lib/toast.js';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';

const Toaster = lazy(() => loadToastLibrary().then((module) => ({ default: module.Toaster })));

export function RootLayout() {
  const hasToasts = useIsToastLibraryLoaded();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {hasToasts && (
        <Suspense>
          <Toaster position="top-center" />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
