/**
 * What someone under the minimum age sees instead of an account: no blame, and people who are there
 * for young people, by country, with a directory for everywhere else.
 *
 * `compact`: shown inside the chat, above the messages, where on a phone the whole notice took half
 * the screen. Below the `sm` breakpoint the heading and text are smaller and the lines fold behind a
 * button that says how many there are; from `sm` up everything shows, as elsewhere. What it must say
 * (why the chat ended, that the lines are there, the emergency number) is always in view.
 */
import { useId, useState } from "react";
import { YOUTH_HELPLINES } from "@shared/youth-helplines";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export function UnderAgeNotice({ message, compact = false }: { message: string; compact?: boolean }) {
  const [linesShown, setLinesShown] = useState(false);
  const linesId = useId();
  const folded = compact && !linesShown;
  return (
    <section
      aria-labelledby="under-age-heading"
      className={`flex flex-col text-slate-700 ${compact ? "gap-2 text-sm sm:gap-4 sm:text-base" : "gap-4"}`}
    >
      <h2
        id="under-age-heading"
        className={`font-semibold text-slate-900 ${compact ? "text-base sm:text-xl" : "text-xl"}`}
      >
        Kindred isn&apos;t the right place yet, but help is
      </h2>
      <p>{message}</p>
      {compact && (
        <button
          type="button"
          aria-expanded={linesShown}
          aria-controls={linesId}
          onClick={() => setLinesShown((shown) => !shown)}
          className={`self-start rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-indigo-800 hover:bg-slate-50 sm:hidden ${FOCUS_RING}`}
        >
          {linesShown ? "Hide the youth help lines" : `Show ${YOUTH_HELPLINES.length} youth help lines`}
        </button>
      )}
      <ul id={linesId} className={`flex-col gap-2 ${folded ? "hidden sm:flex" : "flex"}`}>
        {YOUTH_HELPLINES.map((line) => (
          <li key={line.href} className="rounded-2xl border border-slate-200 bg-white px-4 py-3">
            <p className="font-medium text-slate-900">
              {line.name} <span className="text-sm font-normal text-slate-500">({line.region})</span>
            </p>
            <a
              href={line.href}
              className="text-indigo-700 underline-offset-4 hover:underline"
              {...(line.href.startsWith("https:") ? { target: "_blank", rel: "noreferrer" } : {})}
            >
              {line.contact}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm">If you are in danger right now, call your local emergency number.</p>
    </section>
  );
}
