/**
 * The words in the message box, and the chat page's one way to put words there: `giveBack`, for a
 * message the server refused (use-delivery.ts), which never overwrites newer typing. The words are
 * kept for the tab (sessionStorage) as they are typed: a reload, or a chat that closed with a long
 * draft in its box, does not take them (PRODUCT.md §5).
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { session } from "@/lib/storage";
import { TAB_WORDS } from "@/lib/tab-words";

const DRAFT = TAB_WORDS.draft;

/** What the chat page may ask of the box. */
export interface ComposerHandle {
  /**
   * The words of a message the server refused: put back in the box when it is empty (true), or
   * found there still (true); false when the box holds other words or takes none now (the chat
   * closed), which are never overwritten.
   */
  giveBack(words: string): boolean;
}

/** `disabled`: the box takes no messages now (the chat not loaded yet, or closed). */
export function useComposerWords(ref: Ref<ComposerHandle> | undefined, disabled: boolean) {
  const [text, setShownText] = useState(() => session.get(DRAFT) ?? "");
  useEffect(() => (text ? session.set(DRAFT, text) : session.remove(DRAFT)), [text]);
  /** The last paste was cut at the length limit (MessageLength says so). */
  const [pasteCut, setPasteCut] = useState(false);

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
  useImperativeHandle(
    ref,
    () => ({
      giveBack(words) {
        const typed = box.current.text.trim();
        if (typed === words) return true;
        if (typed !== "" || box.current.disabled) return false;
        setText(words);
        setPasteCut(false);
        return true;
      },
    }),
    [setText],
  );

  return { text, setText, pasteCut, setPasteCut };
}
