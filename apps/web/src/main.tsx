import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.js';
import { createRoutes } from './app/routes.js';
import { createQueryClient } from './lib/query-client.js';
import './styles.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient} router={router} />
  </StrictMode>,
);
