/**
 * Copy, on one's own message the server refused: its words go to the clipboard, so that nothing a
 * person wrote is lost when the chat moves on (New Match clears the list). Where the browser offers
 * no clipboard (a page not served over https, a refused permission), the words are selected
 * instead, for the person to copy themselves.
 */
import { useEffect, useState, type RefObject } from "react";
import { Check, Copy } from "lucide-react";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/** How long the button says "Copied" before it offers Copy again. */
const COPIED_FOR_MS = 2_000;

export function CopyWords({ words, shownIn }: { words: string; shownIn: RefObject<HTMLElement | null> }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const select = () => {
    if (shownIn.current) window.getSelection()?.selectAllChildren(shownIn.current);
  };
  const copy = () => {
    if (!navigator.clipboard) return select();
    navigator.clipboard.writeText(words).then(() => setCopied(true), select);
  };

  return (
    <button
      type="button"
      onClick={copy}
      className={`inline-flex shrink-0 items-center gap-1 rounded font-medium underline-offset-2 hover:underline ${FOCUS_RING}`}
    >
      {copied ? <Check className="size-3" aria-hidden="true" /> : <Copy className="size-3" aria-hidden="true" />}
      {copied ? "Copied" : "Copy"}
    </button>
  );
}
