/** The dashboard's building blocks: a titled card (a labelled region), and its loading and error states. */
import { useId, type ReactNode } from "react";

export { LoadError } from "@/components/LoadError";

export function Panel({
  title,
  icon,
  action,
  className = "",
  children,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl border border-slate-200 bg-white/90 p-4 shadow-sm shadow-indigo-900/5 sm:p-6 ${className}`}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Loading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">{children}</p>;
}
