/**
 * The one toast that says why the words in the box are refused (composer-check.ts): said once when
 * the words are marked (after a pause in typing), not at every keystroke after, and taken back as
 * soon as they no longer are. The server's refusal of the same words does not say it again
 * (use-delivery.ts).
 */
import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import type { ComposerCheck } from "./composer-check";

const REFUSAL_TOAST = "composer-refusal";

export function useRefusalToast(marked: ComposerCheck) {
  const shownReason = useRef<string | null>(null);
  useEffect(() => {
    if (marked.reason && marked.reason !== shownReason.current) {
      toast.error(marked.heldBack ? "Message blocked" : "This message won't be sent", {
        id: REFUSAL_TOAST,
        description: marked.reason,
      });
    }
    if (!marked.reason && shownReason.current) toast.dismiss(REFUSAL_TOAST);
    shownReason.current = marked.reason;
  }, [marked.reason, marked.heldBack]);
}
