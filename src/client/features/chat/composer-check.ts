/**
 * What the message box does with what is typed, from the shared screening (src/shared/screening.ts)
 * that the server applies too, so the two never disagree: crisis language is sent as it is (it
 * opens crisis support); the content filter's words are held back in the box (a red border, Send
 * disabled, the reason); abuse aimed at the other person is marked and, if sent anyway, handed to
 * the server, which refuses it with the reason and counts it toward an automatic report — the box
 * keeps the words so that nothing is lost.
 */
import { isRefused, refusalReason, screenText } from "../../../shared/screening";

export interface ComposerCheck {
  /** Shown as invalid (red border, aria-invalid). */
  invalid: boolean;
  /** Send stays disabled: the page itself refuses. */
  heldBack: boolean;
  /** After sending, the words stay in the box (the server will refuse them and say why). */
  keepAfterSend: boolean;
  /** Why, in the sentence the sender is shown; null when nothing is wrong. */
  reason: string | null;
}

export function composerCheck(text: string): ComposerCheck {
  const screening = screenText(text);
  if (!isRefused(screening)) return { invalid: false, heldBack: false, keepAfterSend: false, reason: null };
  const reason = refusalReason(screening);
  if (screening.kind === "blocked") return { invalid: true, heldBack: true, keepAfterSend: false, reason };
  return { invalid: true, heldBack: false, keepAfterSend: true, reason };
}
