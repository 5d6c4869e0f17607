/**
 * The one toast that says why the words in the box are refused (composer-check.ts): said when the
 * words are marked (after a pause in typing), not at every keystroke after, and said again for every
 * other refused message the person settles on, and at every Send or Enter on refused words
 * (use-composer-submit.ts): a second insult after a first, for the same reason, is explained as the
 * first was. Taken back as soon as the words are fine. One id: said again, it replaces itself rather
 * than stacking. The server's refusal of the same words does not say it again (refused-words.ts).
 */
import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import type { ComposerCheck } from "./composer-check";

export const REFUSAL_TOAST = "composer-refusal";

type Refused = Pick<ComposerCheck, "heldBack" | "reason">;

/** The box's title for words it refuses: the filter's (PRODUCT.md §5), or Kindred's other refusals. */
export const refusalTitle = (refused: Refused): string =>
  refused.heldBack ? "Message blocked" : "This message won't be sent";

/**
 * `settled`: the words as typing last paused on them (useComposerCheck). Returns what Send and
 * Enter call to say it at once of the words as they are.
 */
export function useRefusalToast(marked: ComposerCheck, settled: string) {
  /** The words the toast last spoke of; null while nothing is marked. */
  const saidOf = useRef<string | null>(null);
  const explain = useCallback((refused: Refused, words: string) => {
    if (!refused.reason) return;
    saidOf.current = words;
    toast.error(refusalTitle(refused), { id: REFUSAL_TOAST, description: refused.reason });
  }, []);
  const { reason, heldBack } = marked;
  useEffect(() => {
    if (reason === null) {
      if (saidOf.current !== null) toast.dismiss(REFUSAL_TOAST);
      saidOf.current = null;
      return;
    }
    if (settled !== saidOf.current) explain({ reason, heldBack }, settled);
  }, [reason, heldBack, settled, explain]);
  return explain;
}
