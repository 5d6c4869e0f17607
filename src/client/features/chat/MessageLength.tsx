/**
 * The line under the message box: a quiet count once a message nears the limit, and a calm word
 * when a paste did not fit. The box's maxLength cuts a long paste without telling anyone; this does.
 */
import { LIMITS } from "@shared/limits";

/** The count shows from here on, so that everyday messages never see it. */
export const COUNT_FROM = 1_800;

const number = new Intl.NumberFormat("en");

export const PASTE_CUT = `Messages can be up to ${number.format(LIMITS.messageMaxChars)} characters; the end of what you pasted was left out.`;

type Field = Pick<HTMLTextAreaElement, "value" | "selectionStart" | "selectionEnd" | "maxLength">;

/** Whether pasting this over the field's selection goes past its maxLength, so the browser cuts it. */
export function pasteIsCut(field: Field, pasted: string): boolean {
  const kept = field.value.length - (field.selectionEnd - field.selectionStart);
  // The box holds a line break as one character, also when the clipboard wrote it as \r\n.
  return kept + pasted.replaceAll("\r\n", "\n").length > field.maxLength;
}

/** The message box names this line's id in aria-describedby, so it is read with the box. */
export function MessageLength({ id, length, pasteCut }: { id: string; length: number; pasteCut: boolean }) {
  return (
    <div id={id} className="flex gap-3 px-4 text-xs text-slate-500">
      {/* Always in the page, even empty: a screen reader announces a live region only once it exists. */}
      <p aria-live="polite" className="not-empty:mt-1.5">
        {pasteCut && PASTE_CUT}
      </p>
      {length >= COUNT_FROM && (
        <p className="mt-1.5 ml-auto shrink-0 tabular-nums">
          {number.format(length)} / {number.format(LIMITS.messageMaxChars)}
        </p>
      )}
    </div>
  );
}
