/** Frame of the public pages. Full-screen flows (check-in, chat) live outside it, without the header. */
import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { SessionLoadError } from "@/components/SessionLoadError";
import { useMe } from "@/lib/session";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { usePageTitle } from "@/lib/use-page-title";

export function PublicLayout() {
  usePageTitle();
  const me = useMe();
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });

  // A client-side page change should start at the top, like a real page load would. Not the page
  // load itself: a prerendered page may have been scrolled before it was hydrated.
  useEffect(() => {
    if (shown.current.pathname === pathname && shown.current.hash === hash) return;
    shown.current = { pathname, hash };
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50/70 via-slate-50 to-teal-50/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {me.isError && (
          <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
            <SessionLoadError />
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
