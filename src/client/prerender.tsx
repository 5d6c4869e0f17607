/**
 * The build's prerender entry (built with Vite's SSR build, run by vite.config.ts): renders a public
 * page to the HTML that goes inside #root, as the browser's first render will produce it, so that
 * the browser can hydrate it instead of rendering from an empty page. Same routes and same frame
 * (StrictMode, providers) as main.tsx. No router hydration data: the pages have no loaders, and the
 * Content-Security-Policy would block the inline script that carries it. Rendered signed out: the
 * server sends these pages to visitors only (src/server/client-files.ts).
 */
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppFrame } from "./app/providers";
import { routes } from "./app/routes";
import { pageUrl } from "@shared/prerendered-pages";

export async function renderPage(url: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(pageUrl(url)));
  if (context instanceof Response) throw new Error(`${url} redirects: there is no page to prerender.`);
  const router = createStaticRouter(dataRoutes, context);
  // prerender (not renderToString) waits for anything suspended, so no part is left for the browser to fill in.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppFrame signedOut>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
    // React moves a finished Suspense boundary larger than this (12,800 bytes by default) out of
    // place, to be swapped in by an inline script the Content-Security-Policy blocks: a long page (the
    // privacy page) must stay in place, whatever its size.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  // A part that failed would be rendered again by the browser, with a hydration error: fail the build instead.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}
