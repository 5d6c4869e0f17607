/** The calm, centred card the account screens share (sign in, sign up, reset password). */
import { HeartHandshake } from "lucide-react";
import type { ReactNode } from "react";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-3xl border border-slate-200/80 bg-white/90 p-6 shadow-xl shadow-indigo-900/5 sm:p-8">
        <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-teal-500 text-white shadow-sm">
          <HeartHandshake className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1.5 mb-6 text-slate-600">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
