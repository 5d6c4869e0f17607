/**
 * The age question's fields: date of birth as day, month and year (three plain fields, which every
 * keyboard and screen reader handles, rather than a date picker), and the terms. The server decides
 * from the answer; these fields only collect it.
 */
import { useId, type ReactNode } from "react";

export interface AgeAnswerDraft {
  day: string;
  month: string;
  year: string;
  acceptTerms: boolean;
}

export const EMPTY_AGE_ANSWER: AgeAnswerDraft = { day: "", month: "", year: "", acceptTerms: false };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The answer as the server reads it ("YYYY-MM-DD"); a field left empty stays empty, and the server says so. */
export function answerOf(draft: AgeAnswerDraft): { dateOfBirth: string; acceptTerms: boolean } {
  const pad = (value: string, length: number) => (value.trim() ? value.trim().padStart(length, "0") : "");
  const parts = [pad(draft.year, 4), pad(draft.month, 2), pad(draft.day, 2)];
  return { dateOfBirth: parts.every(Boolean) ? parts.join("-") : "", acceptTerms: draft.acceptTerms };
}

const input =
  "block w-full rounded-2xl border border-slate-300 bg-white px-3 py-3 text-slate-900 shadow-xs hover:border-slate-400 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-500/40";

/** What the day and year fields share: digits only, with the number keypad on phones. */
const digits = { inputMode: "numeric", pattern: "[0-9]*", required: true, className: input } as const;

/** One part of the date (day, month or year): its small label above its field. */
function DatePart({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

export function AgeFields({
  value,
  onChange,
  readOnly = false,
}: {
  value: AgeAnswerDraft;
  onChange(value: AgeAnswerDraft): void;
  readOnly?: boolean;
}) {
  const id = useId();
  const set = (patch: Partial<AgeAnswerDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-describedby={`${id}-why`}>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">Date of birth</legend>
        <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
          <DatePart id={`${id}-day`} label="Day">
            <input
              id={`${id}-day`}
              name="birth-day"
              autoComplete="bday-day"
              maxLength={2}
              {...digits}
              readOnly={readOnly}
              value={value.day}
              onChange={(event) => set({ day: event.target.value })}
            />
          </DatePart>
          <DatePart id={`${id}-month`} label="Month">
            <select
              id={`${id}-month`}
              name="birth-month"
              autoComplete="bday-month"
              required
              disabled={readOnly}
              value={value.month}
              onChange={(event) => set({ month: event.target.value })}
              className={input}
            >
              <option value="">Month</option>
              {MONTHS.map((name, index) => (
                <option key={name} value={String(index + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </DatePart>
          <DatePart id={`${id}-year`} label="Year">
            <input
              id={`${id}-year`}
              name="birth-year"
              autoComplete="bday-year"
              maxLength={4}
              {...digits}
              readOnly={readOnly}
              value={value.year}
              onChange={(event) => set({ year: event.target.value })}
            />
          </DatePart>
        </div>
        <p id={`${id}-why`} className="mt-1.5 text-xs text-slate-500">
          Kindred is for adults. We check your age once and keep only that you are old enough, not the date.
        </p>
      </fieldset>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-terms`}
          type="checkbox"
          name="accept-terms"
          required
          disabled={readOnly}
          checked={value.acceptTerms}
          onChange={(event) => set({ acceptTerms: event.target.checked })}
          className="mt-1 size-4 accent-indigo-600"
        />
        <label htmlFor={`${id}-terms`} className="text-sm text-slate-700">
          I accept Kindred&apos;s terms: this is peer support between anonymous adults, not therapy or an emergency
          service, and I will treat the people I meet with care.
        </label>
      </div>
    </div>
  );
}
