/**
 * The bottom bar: chips (ComposerChips), the message input and its buttons. The shared screening runs
 * here as you type (composer-check.ts; the server decides by the same function): crisis language is
 * never held back, the content filter's words and abuse aimed at the partner are marked (once typing
 * pauses, a red border, a toast and a disabled Send; pressed before that, or Enter after, it says why
 * at once, every time: use-refusal-toast.ts), and personal
 * details ask for a deliberate Send anyway (PersonalDetailsWarning). What Send does is
 * use-composer-submit.ts. The box takes back the words of a message the server refused (`giveBack`,
 * use-composer-words.ts), never over newer typing, with the warning open over them when the server
 * refused them for personal details the box had not found; in a closed chat its words stay there to copy.
 */
import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Send, Video } from "lucide-react";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";
import { IconButton } from "@/components/ui/icon-button";
import { toast } from "@/lib/toast";
import type { CrisisTier } from "@shared/crisis-types";
import { useComposerCheck } from "./composer-check";
import { COUNSELOR_PLACEHOLDER } from "@/lib/counsel-words";
import { ComposerChips } from "./ComposerChips";
import { IdeaCard } from "./IdeaCard";
import { charactersOver, MessageLength } from "./MessageLength";
import { PersonalDetailsWarning } from "./PersonalDetailsWarning";
import { useComposerSubmit } from "./use-composer-submit";
import { useComposerWords, type ComposerHandle } from "./use-composer-words";
import { useRefusalToast } from "./use-refusal-toast";

export type { ComposerHandle };

/** Said above the box once a chat in crisis support has ended (PRODUCT.md §10), to the person in crisis. */
export const COUNSELOR_ONLY =
  "The chat has ended, but the Crisis Counselor is still here for you. What you write now goes only to the Counselor.";
/** The same, to their partner, who was there to support them: the Counselor is theirs too, if they want it. */
export const COUNSELOR_FOR_SUPPORTER =
  "The chat has ended. If you'd like to talk about what happened, the Crisis Counselor is here for you too. What you write now goes only to the Counselor.";

interface Props {
  ref?: Ref<ComposerHandle>;
  disabled: boolean;
  refreshing: boolean;
  crisis: boolean;
  /** A moderator (admin) in someone else's chat: no New Match, New Theme or gestures. */
  moderator?: boolean;
  /**
   * The chat ended in crisis support: the words go to the Crisis Counselor alone (use-counsel.ts),
   * and the box says so; vibes and reactions, which are for the partner, are not offered.
   */
  counselorOnly?: boolean;
  /** The crisis was the partner's, not this person's (use-crisis-view.ts): the box speaks to a supporter. */
  supporting?: boolean;
  /** Conversation ideas from the room's theme, offered by the AI Guardian chip. */
  ideas: string[];
  /** The writer's own recent text messages, oldest first (use-composer-submit.ts). */
  previousOwn?: () => readonly string[];
  /** Nobody but the room's persona is in the chat yet: personal details endanger nobody (screening.ts). */
  withoutPartner?: boolean;
  /** Returns the queued message's client id, or null when it was not taken (the words stay in the box). */
  onSend(
    text: string,
    kind?: "text" | "vibe" | "reaction",
    confirmation?: { confirmedPersonalDetails?: true },
  ): string | null;
  /** The personal-details warning has opened over these words: the server holds and counts them (use-composer-submit.ts). */
  onHeld?(words: string): void;
  /** The words just sent (`clientId`) are crisis language by the composer's own screening, of this tier. */
  onCrisis?(clientId: string, tier: CrisisTier): void;
  /**
   * A keystroke (true), or typing that ended with nothing on its way to the partner (false): Send or
   * Enter pressed (refused words never arrive to end the partner's "is typing…"), or the box emptied.
   */
  onTyping(typing: boolean): void;
  onNewMatch(): void;
  onNewTheme(): void;
}

export function Composer({
  ref,
  disabled,
  refreshing,
  crisis,
  moderator = false,
  counselorOnly = false,
  supporting = false,
  ideas,
  previousOwn,
  withoutPartner,
  onSend,
  onHeld,
  onCrisis,
  onTyping,
  onNewMatch,
  onNewTheme,
}: Props) {
  const { text, setText, holds, takeBack } = useComposerWords(disabled);
  const tooLong = charactersOver(text) > 0;
  const lengthId = useId();
  const [ideasOpen, setIdeasOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const check = useComposerCheck(text);
  const { marked } = check;
  const explainRefusal = useRefusalToast(marked, check.settled);
  const { canSend, submit, details, sendAnyway, closeWarning, warn } = useComposerSubmit({
    text,
    check,
    disabled,
    tooLong,
    previousOwn,
    withoutPartner,
    holds,
    onSend,
    onHeld,
    onCrisis,
    explainRefusal,
    afterSend: (words, keepText) => {
      // Only the words sent: anything typed after them (while the detector arrived) stays.
      if (!keepText && holds(words)) setText("");
      // The Send button is disabled once the box is empty: keep focus where the next words go.
      input.current?.focus();
    },
  });

  useImperativeHandle(
    ref,
    () => ({
      giveBack(words, found) {
        const taken = takeBack(words);
        if (taken && found) warn(found);
        return taken;
      },
    }),
    [takeBack, warn],
  );

  // Ready to type when the chat opens, with a mouse or trackpad; on a touch screen the keyboard would
  // cover half the chat before anyone asked for it.
  useEffect(() => {
    if (window.matchMedia?.("(pointer: fine)").matches) input.current?.focus();
  }, []);

  /** Send or Enter: whatever comes of it (sent, refused, held for a warning), the typing has ended. */
  const press = () => {
    onTyping(false);
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      press();
    }
  };

  return (
    <div className="border-t border-slate-200 bg-white px-3 pt-2 pb-3 sm:px-6">
      <div className="mx-auto flex max-w-2xl flex-col gap-2">
        {ideasOpen && !crisis && (
          <IdeaCard
            ideas={ideas}
            onUse={(idea) => {
              setText(idea);
              setIdeasOpen(false);
              input.current?.focus();
            }}
            onDismiss={() => setIdeasOpen(false)}
          />
        )}
        {details && (
          <PersonalDetailsWarning
            details={details}
            onEdit={() => {
              closeWarning();
              input.current?.focus();
            }}
            onSendAnyway={sendAnyway}
          />
        )}
        <ComposerChips
          refreshing={refreshing}
          crisis={crisis}
          moderator={moderator}
          disabled={disabled || counselorOnly}
          ideasOpen={ideasOpen}
          onNewMatch={onNewMatch}
          onNewTheme={onNewTheme}
          onToggleIdeas={() => setIdeasOpen((open) => !open)}
          onGesture={(content, kind) => onSend(content, kind)}
          onPickerClosed={() => input.current?.focus()}
        />
        <div>
          {counselorOnly && (
            <p className="mb-2 text-sm text-violet-900" id={`${lengthId}-counsel`}>
              {supporting ? COUNSELOR_FOR_SUPPORTER : COUNSELOR_ONLY}
            </p>
          )}
          <div className="flex items-end gap-2">
            <label htmlFor="message" className="sr-only">
              Message
            </label>
            <textarea
              ref={input}
              id="message"
              rows={1}
              value={text}
              // No maxLength: it would cut a long paste without a word. The line below says how far past
              // the limit the message is, and Send waits until it fits (MessageLength.tsx).
              // A closed chat takes no new words, but those in the box are still the person's: the box
              // stays readable and selectable, to copy them (a disabled box's words cannot be).
              disabled={disabled && text === ""}
              readOnly={disabled}
              onChange={(event) => {
                setText(event.target.value);
                // The warning spoke of the message as it was: an edit takes it back.
                closeWarning();
                onTyping(event.target.value.trim() !== "");
              }}
              onKeyDown={onKeyDown}
              placeholder={counselorOnly ? COUNSELOR_PLACEHOLDER : "Type your message..."}
              aria-invalid={marked.invalid || tooLong}
              aria-describedby={counselorOnly ? `${lengthId}-counsel ${lengthId}` : lengthId}
              className={`field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-2xl border bg-slate-50 px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:bg-white focus:outline-none focus-visible:ring-2 read-only:opacity-60 ${
                marked.invalid || tooLong
                  ? "border-rose-500 focus-visible:ring-rose-400"
                  : "border-slate-300 focus-visible:ring-indigo-400"
              }`}
            />
            <IconButton
              label="Video chat"
              size="lg"
              tone="outline"
              onClick={() => toast("Video chat will be available soon!")}
              className={`${FOCUS_RING} disabled:opacity-50`}
            >
              <Video className="size-5" aria-hidden="true" />
            </IconButton>
            <IconButton
              label="Send message"
              size="lg"
              tone="primary"
              onClick={press}
              disabled={!canSend}
              className={`${FOCUS_RING_OFFSET} disabled:bg-slate-300`}
            >
              <Send className="size-5" aria-hidden="true" />
            </IconButton>
          </div>
          <MessageLength id={lengthId} text={text} />
        </div>
      </div>
    </div>
  );
}
