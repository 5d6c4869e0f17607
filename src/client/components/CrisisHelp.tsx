/**
 * The help lines: the person's own country first (guessed from the browser's time zone and
 * language, changed in one tap with the select), its emergency number, and a directory for
 * everywhere else. Two topics: crisis (the crisis lines, then the lines for people hurt by someone)
 * and harm (those lines first, for a person who has told of harm done to them; harm-disclosure.ts).
 */
import { useId, useState } from "react";
import { Globe, MessageCircle, MessageSquareText, Phone } from "lucide-react";
import { helplineCountry } from "@shared/helpline-country";
import { harmSupportFor } from "@shared/harm-support-data";
import {
  HELPLINE_COUNTRIES,
  HELPLINE_DIRECTORY,
  helpFor,
  type ContactKind,
  type Helpline,
  type HelplineContact,
} from "@shared/helplines";
import { FOCUS_RING } from "@/components/ui/focus-ring";

function browserCountry(): string | null {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return helplineCountry(navigator.language, timeZone);
}

const ICONS: Record<ContactKind, typeof Phone> = { call: Phone, text: MessageSquareText, chat: MessageCircle };

const linkClass = `flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:bg-slate-50 ${FOCUS_RING}`;

export type HelpTopic = "crisis" | "harm";

/** Where Kindred lists no lines for people hurt by someone: the directory has them by topic. */
export const noHarmLinesIn = (country: string) =>
  `Kindred does not list lines for people hurt by someone in ${country} yet: findahelpline.com has them by topic, and these lines listen to anyone.`;

/** The heading over the lines for people hurt by someone, in the crisis view. */
export const HARM_LINES_HEADING = "If someone has hurt you";

export function CrisisHelp({ topic = "crisis" }: { topic?: HelpTopic }) {
  const [code, setCode] = useState(browserCountry);
  const selectId = useId();
  const country = helpFor(code);
  const harmLines = harmSupportFor(country?.code ?? null);
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={selectId} className="font-medium text-slate-700">
          Help lines in
        </label>
        <select
          id={selectId}
          value={country?.code ?? ""}
          onChange={(event) => setCode(event.target.value || null)}
          className={`rounded-lg border border-slate-300 bg-white px-2 py-1 ${FOCUS_RING}`}
        >
          <option value="">Another country</option>
          {HELPLINE_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {country && (
        <>
          {topic === "harm" &&
            (harmLines.length > 0 ? (
              <Lines lines={harmLines} label={`Support after harm in ${country.name}`} />
            ) : (
              <p className="text-sm text-slate-700">{noHarmLinesIn(country.name)}</p>
            ))}
          <Lines lines={country.lines} label={`Help lines in ${country.name}`} />
          {topic === "crisis" && harmLines.length > 0 && (
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-medium text-slate-900">{HARM_LINES_HEADING}</h3>
              <Lines lines={harmLines} label={`Support after harm in ${country.name}`} />
            </section>
          )}
          <p className="text-sm text-slate-700">
            In immediate danger, call <EmergencyNumbers numbers={country.emergency} />.
          </p>
        </>
      )}
      <a href={HELPLINE_DIRECTORY.href} target="_blank" rel="noreferrer" className={linkClass}>
        <Globe className="size-5 text-indigo-600" aria-hidden="true" />
        <span>
          <span className="block font-medium text-slate-900">{HELPLINE_DIRECTORY.label}</span>
          <span className="block text-sm text-slate-600">
            {country ? "Other countries. " : ""}
            {HELPLINE_DIRECTORY.note}
          </span>
        </span>
      </a>
      {!country && <p className="text-sm text-slate-700">In immediate danger, call your local emergency number.</p>}
    </div>
  );
}

/** The emergency number(s) as written ("112 or 999", "10177 (ambulance) or 112 from a mobile"), each one a link to call. */
function EmergencyNumbers({ numbers }: { numbers: string }) {
  return numbers.split(/(\d+)/).map((part, index) =>
    /^\d+$/.test(part) ? (
      <a key={index} href={`tel:${part}`} className={`rounded font-semibold text-slate-900 underline ${FOCUS_RING}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Lines({ lines, label }: { lines: readonly Helpline[]; label: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {lines.map((line) => (
        <li key={line.name} className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-900">
            {line.name}
            {line.hours && <span className="font-normal text-slate-600"> · {line.hours}</span>}
          </span>
          {line.contacts.map((contact) => (
            <ContactLink key={contact.href} contact={contact} />
          ))}
        </li>
      ))}
    </ul>
  );
}

function ContactLink({ contact }: { contact: HelplineContact }) {
  const Icon = ICONS[contact.kind];
  const external = contact.href.startsWith("https:");
  return (
    <a
      href={contact.href}
      target={external ? "_blank" : undefined}
      rel={external ? "noreferrer" : undefined}
      className={linkClass}
    >
      <Icon className="size-5 text-indigo-600" aria-hidden="true" />
      <span className="font-medium text-slate-900">{contact.label}</span>
    </a>
  );
}
