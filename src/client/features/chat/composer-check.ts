/**
 * What the message box does with what is typed, from the shared screening (src/shared/screening.ts)
 * that the server applies too, so the two never disagree: crisis language is sent as it is (it
 * opens crisis support); the content filter's words are held back in the box (a red border, the
 * reason, and Send disabled once marked; pressed before, it says why); abuse aimed at the other
 * person is marked the same way (Send disabled once marked), and Enter, which says why again, still
 * hands it to the server, which refuses it with the reason and counts it toward an automatic report
 * — the box keeps the words so that nothing is lost.
 */
import { useEffect, useState } from "react";
import { isRefused, refusalReason, screenText } from "@shared/screening";
import { charactersOver } from "./MessageLength";

export interface ComposerCheck {
  /** Shown as invalid (red border, aria-invalid). */
  invalid: boolean;
  /** The page itself refuses to send: Send and Enter say why (and Send is disabled once marked). */
  heldBack: boolean;
  /** After sending, the words stay in the box (the server will refuse them and say why). */
  keepAfterSend: boolean;
  /** Why, in the sentence the sender is shown; null when nothing is wrong. */
  reason: string | null;
}

const NOTHING_WRONG: ComposerCheck = { invalid: false, heldBack: false, keepAfterSend: false, reason: null };

/** How long typing must stop before refused words are marked in the box. */
export const PAUSE_BEFORE_MARKING_MS = 1_000;

export function composerCheck(text: string): ComposerCheck {
  // Past the length limit nothing is sent whatever the words (MessageLength says how far over), and
  // screening a pasted megabyte at every keystroke would hold the page up: the words are read once
  // they fit.
  if (charactersOver(text) > 0) return NOTHING_WRONG;
  const screening = screenText(text);
  if (!isRefused(screening)) return NOTHING_WRONG;
  const reason = refusalReason(screening);
  if (screening.kind === "blocked") return { invalid: true, heldBack: true, keepAfterSend: false, reason };
  return { invalid: true, heldBack: false, keepAfterSend: true, reason };
}

/**
 * Whether the box itself says why the server refused these words: its own check of them finds the
 * very reason the server gave, so that, back in the box, they are marked with the box's own toast
 * (Composer) and the server's refusal need not be said a second time.
 */
export function boxForesees(words: string, reason: string): boolean {
  return composerCheck(words).reason === reason;
}

/**
 * The check of the words as they are (`now`: what Send and Enter decide by, as the server would)
 * and as the box marks them while someone types (`marked`). A refusal is marked only once typing
 * pauses: half-written crisis language holds the filter's words ("I want to kil…", "I want to
 * kill") until "myself" makes it crisis language, and a person in crisis must not be told in the
 * middle of their sentence that they are being inappropriate. A mark already shown stays while the
 * same reason holds, and goes as soon as the words are fine. `settled`: the words as typing last
 * paused on them (a new refused message is explained once settled on: use-refusal-toast.ts).
 */
export function useComposerCheck(text: string): { now: ComposerCheck; marked: ComposerCheck; settled: string } {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), PAUSE_BEFORE_MARKING_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const now = composerCheck(text);
  const markedSince = text === paused ? now : composerCheck(paused);
  return {
    now,
    marked: now.reason === null || now.reason === markedSince.reason ? now : NOTHING_WRONG,
    settled: paused,
  };
}
