/**
 * The line under the message box: a quiet count once a message nears the limit and, past it, how far
 * past, while Send stays disabled (Composer, use-composer-submit.ts). The box itself takes whatever is
 * typed or pasted, however long, as the chat apps people know do: cutting a paste at the limit lost
 * its end without the writer seeing it, and words written for support are not to be lost; kept whole,
 * they can be shortened, or sent in parts, with nothing missing.
 */
import { LIMITS } from "@shared/limits";

/** The count shows from here on, so that everyday messages never see it. */
export const COUNT_FROM = 1_800;

const number = new Intl.NumberFormat("en");

/** Said, once, as the message goes past the limit; the count beside it says by how much. */
export const TOO_LONG = "Too long to send: shorten it, or send it in parts.";

/**
 * How many characters a message has past the limit, 0 when it fits: counted as the server counts
 * (SendMessageFields in shared/api.ts), on the words as sent, without the spaces around them.
 */
export function charactersOver(text: string): number {
  return Math.max(0, text.trim().length - LIMITS.messageMaxChars);
}

/** "500 characters over the 2,000 limit". */
export function overTheLimit(over: number): string {
  const characters = over === 1 ? "character" : "characters";
  return `${number.format(over)} ${characters} over the ${number.format(LIMITS.messageMaxChars)} limit`;
}

/** The message box names this line's id in aria-describedby, so it is read with the box. */
export function MessageLength({ id, text }: { id: string; text: string }) {
  const length = text.trim().length;
  const over = charactersOver(text);
  return (
    <div id={id} className={`flex gap-3 px-4 text-xs ${over > 0 ? "text-rose-700" : "text-slate-500"}`}>
      {/* Always in the page, even empty: a screen reader announces a live region only once it exists.
          Its sentence does not change while the writer shortens the message, so it is said once. */}
      <p aria-live="polite" className="not-empty:mt-1.5">
        {over > 0 && TOO_LONG}
      </p>
      {length >= COUNT_FROM && (
        <p className="mt-1.5 ml-auto shrink-0 tabular-nums">
          {over > 0 ? overTheLimit(over) : `${number.format(length)} / ${number.format(LIMITS.messageMaxChars)}`}
        </p>
      )}
    </div>
  );
}
