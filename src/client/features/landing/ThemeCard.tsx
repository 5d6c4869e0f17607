/** One room of the catalogue. The whole card is clickable; the button inside is the keyboard path. */
import { ArrowRight, Bot, Users } from "lucide-react";
import type { Theme } from "@shared/themes";
import { ThemeIcon } from "@/components/ThemeIcon";

export function ThemeCard({ theme, onEnter }: { theme: Theme; onEnter: (theme: Theme) => void }) {
  return (
    // The click on the card is a pointer convenience; keyboard and screen-reader users get the button.
    <article
      onClick={() => onEnter(theme)}
      className="group flex h-full cursor-pointer flex-col overflow-hidden rounded-3xl border border-slate-200/80 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-900/5"
    >
      <div className={`h-1.5 bg-gradient-to-r ${theme.gradient}`} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <span
            className={`grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br ${theme.gradient} text-white shadow-sm`}
          >
            <ThemeIcon name={theme.icon} className="size-6" />
          </span>
          <span className="flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
            <Users className="size-3.5" aria-hidden="true" />
            {theme.activeUsers} active
          </span>
        </div>
        <h4 className="mt-4 text-lg font-semibold text-slate-900">{theme.title}</h4>
        <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">{theme.description}</p>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Bot className="size-4 text-indigo-600" aria-hidden="true" />
          <span className="font-medium">{theme.aiAssistant.name}</span>
          <span className="text-indigo-700">{theme.aiAssistant.tag}</span>
        </p>
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onEnter(theme);
          }}
          aria-label={`Enter theme: ${theme.title}`}
          className="mt-4 flex items-center justify-between rounded-2xl bg-slate-50 px-4 py-2.5 text-sm font-medium text-indigo-800 transition-colors group-hover:bg-indigo-50"
        >
          Enter theme
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
