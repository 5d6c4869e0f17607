/**
 * Every page of the client: its path and its title. The browser's router (src/client/app/routes.tsx)
 * serves exactly these paths; the server (src/server/client-files.ts) answers any other address with
 * the client's "not found" page and status 404; the page title follows the path (main.tsx), and the
 * build writes it into each prerendered page (vite.config.ts).
 */
export const CLIENT_PAGES = {
  landing: { path: "/", title: "Kindred — anonymous peer support" },
  about: { path: "/about", title: "About Kindred" },
  pricing: { path: "/pricing", title: "Pricing · Kindred" },
  guidelines: { path: "/guidelines", title: "Community guidelines · Kindred" },
  privacy: { path: "/privacy", title: "How Kindred handles your data · Kindred" },
  auth: { path: "/auth", title: "Sign in · Kindred" },
  resetPassword: { path: "/reset-password", title: "Choose a new password · Kindred" },
  checkIn: { path: "/check-in", title: "Check in · Kindred" },
  chat: { path: "/chat", title: "Chat · Kindred" },
  endChat: { path: "/end-chat", title: "After your chat · Kindred" },
  admin: { path: "/admin", title: "Admin · Kindred" },
} as const;

export const NOT_FOUND_TITLE = "Page not found · Kindred";

const byPath = new Map<string, string>(Object.values(CLIENT_PAGES).map((page) => [page.path, page.title]));

/** The router matches a path with or without one trailing slash (`/about/` is `/about`). */
const normalised = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

/** Whether the client has a page at this path (a pathname, without query or hash). */
export const isClientPage = (pathname: string): boolean => byPath.has(normalised(pathname));

/** The document title for a path: its page's, or the not-found page's. */
export const pageTitle = (pathname: string): string => byPath.get(normalised(pathname)) ?? NOT_FOUND_TITLE;

/** A route's path as the router writes it: relative to the root, without the leading slash. */
export const routePath = (page: { path: string }) => page.path.slice(1);
