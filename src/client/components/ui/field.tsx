/** Labelled form fields: the label is always rendered and tied to its control by id. */
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

const control =
  "block w-full rounded-2xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 shadow-xs transition-colors hover:border-slate-400 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-500/40";

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
      {children}
    </label>
  );
}

type FieldProps = { label: ReactNode; hint?: ReactNode };

export function TextField({ label, hint, id, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <div>
      <Label htmlFor={fieldId}>{label}</Label>
      <input id={fieldId} className={control} aria-describedby={hint ? `${fieldId}-hint` : undefined} {...props} />
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ label, id, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <div>
      <Label htmlFor={fieldId}>{label}</Label>
      <textarea id={fieldId} className={`${control} min-h-28 resize-y`} {...props} />
    </div>
  );
}
