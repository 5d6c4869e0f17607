/**
 * The public pages whose HTML the build renders ahead of time (vite.config.ts, src/client/prerender.tsx)
 * and the server sends instead of the empty index.html (src/server/client-files.ts), so that a
 * visitor sees the page before its JavaScript has run. Only pages that look the same to everyone
 * until the browser has answered (session, local storage) belong here.
 *
 * A page whose content depends on its query string is rendered once per value that changes it
 * (the auth page's `mode`): the browser's first render reads the real URL, and must find the HTML
 * it would have rendered itself.
 */
export interface PrerenderedPage {
  /** The URL rendered: a path, with the query parameters the page reads, if any. */
  url: string;
  /** Its HTML file, under PRERENDERED_DIR of the built client. */
  file: string;
}

export const PRERENDERED_DIR = "prerendered";

/** A page's URL (a path, maybe a query) read as the URL it names: relative URLs need an origin. */
export const pageUrl = (url: string): URL => new URL(url, "http://kindred.invalid");

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { url: "/", file: "landing.html" },
  { url: "/about", file: "about.html" },
  { url: "/pricing", file: "pricing.html" },
  { url: "/guidelines", file: "guidelines.html" },
  { url: "/privacy", file: "privacy.html" },
  { url: "/auth", file: "auth.html" },
  { url: "/auth?mode=signup", file: "auth-signup.html" },
  { url: "/auth?mode=forgot", file: "auth-forgot.html" },
];

/**
 * The prerendered page for a request's URL: same path, and every query parameter the page was
 * rendered with has the same value in the request (other parameters do not matter); the one rendered
 * with the most such parameters wins. None for other paths.
 */
export function prerenderedPageFor(requestUrl: string): PrerenderedPage | undefined {
  const request = pageUrl(requestUrl);
  let best: { page: PrerenderedPage; params: number } | undefined;
  for (const page of PRERENDERED_PAGES) {
    const rendered = pageUrl(page.url);
    if (rendered.pathname !== request.pathname) continue;
    const params = [...rendered.searchParams];
    if (!params.every(([name, value]) => request.searchParams.get(name) === value)) continue;
    if (!best || params.length > best.params) best = { page, params: params.length };
  }
  return best?.page;
}
