/**
 * The age question's fields: date of birth as day, month and year (three plain fields, which every
 * keyboard and screen reader handles, rather than a date picker), and the terms. The server decides
 * from the answer; these fields only collect it.
 */
import { useId } from "react";

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
          <div>
            <label htmlFor={`${id}-day`} className="mb-1 block text-xs text-slate-600">
              Day
            </label>
            <input
              id={`${id}-day`}
              name="birth-day"
              inputMode="numeric"
              autoComplete="bday-day"
              pattern="[0-9]*"
              maxLength={2}
              required
              readOnly={readOnly}
              value={value.day}
              onChange={(event) => set({ day: event.target.value })}
              className={input}
            />
          </div>
          <div>
            <label htmlFor={`${id}-month`} className="mb-1 block text-xs text-slate-600">
              Month
            </label>
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
          </div>
          <div>
            <label htmlFor={`${id}-year`} className="mb-1 block text-xs text-slate-600">
              Year
            </label>
            <input
              id={`${id}-year`}
              name="birth-year"
              inputMode="numeric"
              autoComplete="bday-year"
              pattern="[0-9]*"
              maxLength={4}
              required
              readOnly={readOnly}
              value={value.year}
              onChange={(event) => set({ year: event.target.value })}
              className={input}
            />
          </div>
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
