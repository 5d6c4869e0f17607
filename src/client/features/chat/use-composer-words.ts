/**
 * The words in the message box, and the chat page's one way to put words there: `takeBack`, for a
 * message the server refused (use-delivery.ts), which never overwrites newer typing. The words are
 * kept for the tab (sessionStorage) as they are typed: a reload, or a chat that closed with a long
 * draft in its box, does not take them (PRODUCT.md §5).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PersonalDetail } from "@shared/personal-details-text";
import { session } from "@/lib/storage";
import { TAB_WORDS } from "@/lib/tab-words";

const DRAFT = TAB_WORDS.draft;

/** What the chat page may ask of the box (Composer). */
export interface ComposerHandle {
  /**
   * The words of a message the server refused: put back in the box when it is empty (true), or
   * found there still (true); false when the box holds other words or takes none now (the chat
   * closed), which are never overwritten. With `found` (the personal details the server refused
   * them for), the box's warning opens over the words taken back, to Edit or Send anyway.
   */
  giveBack(words: string, found?: PersonalDetail[]): boolean;
}

/** `disabled`: the box takes no messages now (the chat not loaded yet, or closed). */
export function useComposerWords(disabled: boolean) {
  const [text, setShownText] = useState(() => session.get(DRAFT) ?? "");
  useEffect(() => (text ? session.set(DRAFT, text) : session.remove(DRAFT)), [text]);

  // A refusal arrives later, from outside a render: it reads the box as it is then. The words are
  // noted at once, not after the next render: a refusal that arrives before the box emptied after
  // Send would otherwise find its words "still there", and the emptying would then take them.
  const box = useRef({ text, disabled });
  useEffect(() => {
    box.current = { ...box.current, disabled };
  }, [disabled]);
  const setText = useCallback((words: string) => {
    box.current = { ...box.current, text: words };
    setShownText(words);
  }, []);
  /**
   * Whether the box holds these words now, as sent (trimmed): read when an answer arrives later
   * than the typing it answers (a refusal; the detector's chunk, use-composer-submit.ts).
   */
  const holds = useCallback((words: string) => box.current.text.trim() === words, []);
  /** ComposerHandle.giveBack's words: true when the box holds them now. */
  const takeBack = useCallback(
    (words: string) => {
      if (holds(words)) return true;
      if (box.current.text.trim() !== "" || box.current.disabled) return false;
      setText(words);
      return true;
    },
    [holds, setText],
  );

  return { text, setText, holds, takeBack };
}
