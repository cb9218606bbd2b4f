import { Toaster } from 'react-hot-toast';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';

export function RootLayout() {
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
      <Toaster position="top-center" />
      <ScrollRestoration />
    </div>
  );
}
