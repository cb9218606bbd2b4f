import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadMatchedScreens, readPageState, seedQueries } from './app/page-state.js';
import { AppProvider } from './app/provider.js';
import { createRoutes } from './app/routes.js';
import { hydrationStarts } from './components/after-hydration.js';
import { setSignedInEmail } from './lib/api-client.js';
import { createQueryClient } from './lib/query-client.js';
import './styles.css';

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const container = document.getElementById('root')!;
const page = readPageState();

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProvider queryClient={queryClient} router={router} />
  </StrictMode>
);

if (page) {
  // The server rendered this page with its data: take it over where it is.
  hydrationStarts();
  seedQueries(queryClient, page.data);
  setSignedInEmail(page.data.session?.email ?? null);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a category page's two dozen books). A screen whose code
  // could not be loaded is left to the router, which tries again and shows its error page.
  void loadMatchedScreens(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app(createBrowserRouter(routes, { hydrationData: page.router })));
      }),
    );
} else {
  createRoot(container).render(app(createBrowserRouter(routes)));
}
