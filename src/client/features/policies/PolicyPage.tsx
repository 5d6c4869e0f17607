/**
 * The frame of Kindred's two plain-language pages (the community guidelines and how Kindred handles
 * data): a title, a short introduction, and sections with headings a reader can skim.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";

export function PolicyPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-indigo-950 sm:text-5xl">{title}</h1>
        <div className="mt-4 flex flex-col gap-3 text-lg text-slate-600">{intro}</div>
      </header>
      <div className="mt-12 flex flex-col gap-10">{children}</div>
    </div>
  );
}

export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 text-slate-700">
      <h2 id={id} className="text-2xl font-semibold text-indigo-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PolicyList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-indigo-400">{children}</ul>;
}

const LINK = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

/** A link to another page of Kindred, inside the text. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  );
}

/** A link to another site, inside the text. */
export function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={LINK} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
