/** `*` — any path the router does not know (PRODUCT.md §2). */
import { Compass } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="grid size-16 place-items-center rounded-3xl bg-gradient-to-br from-indigo-100 to-teal-100 text-indigo-700">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-indigo-700 uppercase">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900 sm:text-3xl">
        We couldn't find the page you're looking for
      </h1>
      <p className="mt-3 text-slate-600">
        It may have moved, or the link may be mistyped. Let's get you somewhere calm.
      </p>
      <Link to="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
        Return Home
      </Link>
    </section>
  );
}
