import { Heart } from "lucide-react";
import { Link } from "react-router";
import { CLIENT_PAGES } from "@shared/client-pages";
import { useHydrated } from "@/lib/use-hydrated";

export function Footer() {
  // A prerendered page carries the year it was built in, and hydrating must repeat it; then today's.
  const year = useHydrated() ? new Date().getFullYear() : __KINDRED_BUILD_YEAR__;
  return (
    <footer className="border-t border-slate-200/70 bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p className="flex items-center gap-1.5">
          Made with love for healing connections
          <Heart className="size-4 fill-rose-400 text-rose-500" aria-hidden="true" />
        </p>
        {/* The pages warnings, sanctions and the sign-up form point to, reachable from every public page. */}
        <nav aria-label="Footer" className="flex items-center gap-4">
          <Link to={CLIENT_PAGES.guidelines.path} className="hover:text-indigo-800 hover:underline">
            Community guidelines
          </Link>
          <Link to={CLIENT_PAGES.privacy.path} className="hover:text-indigo-800 hover:underline">
            Privacy
          </Link>
        </nav>
        <p>© {year} Kindred</p>
      </div>
    </footer>
  );
}
