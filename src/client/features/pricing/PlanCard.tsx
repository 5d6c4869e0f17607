/** One pricing plan: price, what is included, and a badge saying whether it can be had yet. */
import { Check } from "lucide-react";
import { useId, type ReactNode } from "react";

export type Plan = {
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
  badge: string;
  /** Highlighted plan: the one that is open now. */
  featured?: boolean;
  status?: ReactNode;
};

export function PlanCard({ plan }: { plan: Plan }) {
  const featured = plan.featured ?? false;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8 ${
        featured ? "border-indigo-300 shadow-xl shadow-indigo-900/10 ring-1 ring-indigo-200" : "border-slate-200"
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {plan.name}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            featured ? "bg-rose-100 text-rose-800" : "bg-slate-100 text-slate-700"
          }`}
        >
          {plan.badge}
        </span>
      </div>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-indigo-950">{plan.price}</span>
        <span className="text-slate-600">{plan.period}</span>
      </p>
      <p className="mt-3 text-slate-600">{plan.summary}</p>
      <ul className="mt-6 flex flex-1 flex-col gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-sm text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-teal-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.status && <div className="mt-6">{plan.status}</div>}
    </article>
  );
}
