import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageData, RenderPage } from '@second-shelf/shared';
import { seedQueries, type PageState } from './app/page-state.js';
import { createRoutes } from './app/routes.js';
import { createQueryClient } from './lib/query-client.js';

/** `<` written as an escape, so that no text in the data can close its <script> element. */
const toScriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Renders a screen on the server with the data the server already has, through the same routes,
 * loaders and components as the browser: the page arrives drawn, and the browser hydrates it.
 * Returns null when the screen would need more than `data` (its loader asked the network, a
 * redirect, an error): the browser then renders it as it always did. A thrown error is the caller's.
 */
export const renderPage: RenderPage = async (url: string, data: PageData) => {
  const queryClient = createQueryClient();
  try {
    seedQueries(queryClient, data);
    const handler = createStaticHandler(createRoutes(queryClient));
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors) return null;
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </QueryClientProvider>
      </StrictMode>,
    );
    // React writes the preloads of the images it drew and the screen's <title>, <meta> and
    // canonical <link> ahead of the markup: they belong in <head>. (The browser's React puts the
    // title in the document's first <title>.)
    const [, head = '', body = ''] =
      /^((?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*)([\s\S]*)$/.exec(html) ?? [];
    const state: PageState = { data, router: { loaderData: context.loaderData } };
    return { head, html: body, state: toScriptJson(state) };
  } finally {
    queryClient.clear();
  }
};
