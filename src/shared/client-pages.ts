/**
 * Every page of the client: its path and its title. The browser's router (src/client/app/routes.tsx)
 * serves exactly these paths; the server (src/server/client-files.ts) answers any other address with
 * the client's "not found" page and status 404; the page title follows the path, and the mode of a
 * page that has modes (use-page-title.ts), and the build writes it into each prerendered page
 * (vite.config.ts).
 */
export const CLIENT_PAGES = {
  landing: { path: "/", title: "Kindred — anonymous peer support" },
  about: { path: "/about", title: "About Kindred" },
  pricing: { path: "/pricing", title: "Pricing · Kindred" },
  guidelines: { path: "/guidelines", title: "Community guidelines · Kindred" },
  privacy: { path: "/privacy", title: "How Kindred handles your data · Kindred" },
  auth: {
    path: "/auth",
    title: "Sign in · Kindred",
    // The forms of `?mode=` (AuthPage.tsx); any other mode is the sign-in form.
    modeTitles: { signup: "Create your account · Kindred", forgot: "Reset your password · Kindred" },
  },
  resetPassword: { path: "/reset-password", title: "Choose a new password · Kindred" },
  checkIn: { path: "/check-in", title: "Check in · Kindred" },
  chat: { path: "/chat", title: "Chat · Kindred" },
  endChat: { path: "/end-chat", title: "After your chat · Kindred" },
  admin: { path: "/admin", title: "Admin · Kindred" },
} as const;

export const NOT_FOUND_TITLE = "Page not found · Kindred";

interface PageTitles {
  path: string;
  title: string;
  /** Titles by the value of the page's `mode` query parameter, for a page that has modes. */
  modeTitles?: Record<string, string>;
}

const byPath = new Map<string, PageTitles>(Object.values(CLIENT_PAGES).map((page: PageTitles) => [page.path, page]));

/** The router matches a path with or without one trailing slash (`/about/` is `/about`). */
const normalised = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

/** Whether the client has a page at this path (a pathname, without query or hash). */
export const isClientPage = (pathname: string): boolean => byPath.has(normalised(pathname));

/**
 * The document title for a path and its query (`?mode=signup`, with or without the `?`): its page's,
 * the title of the page's mode where it has modes, or the not-found page's.
 */
export function pageTitle(pathname: string, search = ""): string {
  const page = byPath.get(normalised(pathname));
  if (!page) return NOT_FOUND_TITLE;
  const mode = new URLSearchParams(search).get("mode");
  const modeTitle =
    mode !== null && page.modeTitles && Object.hasOwn(page.modeTitles, mode) ? page.modeTitles[mode] : null;
  return modeTitle ?? page.title;
}

/** A route's path as the router writes it: relative to the root, without the leading slash. */
export const routePath = (page: { path: string }) => page.path.slice(1);
