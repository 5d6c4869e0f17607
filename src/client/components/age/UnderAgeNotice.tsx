/**
 * What someone under the minimum age sees instead of an account: no blame, and people who are there
 * for young people, by country, with a directory for everywhere else.
 */
import { YOUTH_HELPLINES } from "@shared/youth-helplines";

export function UnderAgeNotice({ message }: { message: string }) {
  return (
    <section aria-labelledby="under-age-heading" className="flex flex-col gap-4 text-slate-700">
      <h2 id="under-age-heading" className="text-xl font-semibold text-slate-900">
        Kindred isn&apos;t the right place yet, but help is
      </h2>
      <p>{message}</p>
      <ul className="flex flex-col gap-2">
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
