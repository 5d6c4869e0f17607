/**
 * Every page has its own title, following the path and a page's mode (src/shared/client-pages.ts:
 * `/auth?mode=signup` is "Create your account · Kindred"). Set from inside the
 * router's tree: subscribing to the router before it was rendered left a page blank now and then (its
 * first render never committed, so it never asked for the session).
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { pageTitle } from "@shared/client-pages";

export function usePageTitle(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, search);
  }, [pathname, search]);
}
