/**
 * What Send and Enter do with the words in the composer: the content filter's words are held back with
 * a toast that says why; abuse aimed at the other person is said to be refused at every press, and
 * handed to the server all the same, which refuses it and counts the attempt toward an automatic
 * report (abuse-reports.ts: the attempt is what moderators need to know of); a message with personal details waits for the person's Send anyway
 * (PersonalDetailsWarning), which the server requires as well, and the words the warning opens over
 * are handed to the server as held (`onHeld`: it counts them toward an automatic report, as it counts
 * an unconfirmed send: held-attempts.ts); anything else is handed to the chat page at once. Crisis language also opens the help lines for the writer at once (`onCrisis`),
 * online or not: the server's crisis line, when it comes, opens them for the partner.
 */
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import type { CrisisTier } from "@shared/crisis-types";
import type { PersonalDetail } from "@shared/personal-details-text";
import { withPrevious } from "@shared/personal-details-split";
import { screenText } from "@shared/screening";
import { composerCheck, type ComposerCheck } from "./composer-check";
import { charactersOver, overTheLimit } from "./MessageLength";

/** The detector (shared/personal-details.ts), which reads one text. */
type FindPersonalDetails = (text: string) => PersonalDetail[];

/** The detector, once its chunk has arrived: from then on a send is decided at once. */
let arrived: FindPersonalDetails | undefined;

/**
 * The detector with its phone-number metadata (some 40 KB gzipped) is a chunk of its own, asked for
 * when the composer appears, so the chat page does not wait for it; a send before it arrives waits.
 */
const personalDetailsFinder = () =>
  import("@shared/personal-details").then(
    (m) => (arrived = m.findPersonalDetails),
    // Not loaded (offline before it came): the message is screened without it rather than lost; the
    // server still asks for Send anyway, and a refused message's words come back with the warning
    // open over them (use-delivery.ts, `warn`).
    () => undefined,
  );

interface Options {
  /** The words in the box, as typed. */
  text: string;
  /** useComposerCheck's verdicts on them: as they are now, and as the box has marked them. */
  check: { now: ComposerCheck; marked: ComposerCheck };
  /** The box takes no messages now (the chat not loaded yet, or closed). */
  disabled: boolean;
  /** The words are past the length limit (MessageLength.tsx): kept in the box, not sent. */
  tooLong?: boolean;
  /**
   * The writer's own text messages of the last few minutes, oldest first, read with the new one as
   * the server reads them (a number split over two messages): asked at the moment of sending.
   */
  previousOwn?: () => readonly string[];
  /** Nobody but the room's persona is in the chat yet: personal details are not held (screening.ts). */
  withoutPartner?: boolean;
  /** Whether the box holds these words now (use-composer-words.ts): typing may follow a send. */
  holds(words: string): boolean;
  /** Returns the queued message's client id, or null when the page did not take it (the words stay). */
  onSend(text: string, kind: "text", confirmation?: { confirmedPersonalDetails: true }): string | null;
  /**
   * The warning has opened over these words: the server is told, and holds them as it holds an
   * unconfirmed send (never delivered). Once per words: pressing Send again on them adds nothing.
   */
  onHeld?(words: string): void;
  /** The words just sent are crisis language, by the same screening as the server's: the help lines open. */
  onCrisis?(clientId: string, tier: CrisisTier): void;
  /** `words` were handed over; `keepText` when they stay in the box (the server will say why). */
  afterSend(words: string, keepText: boolean): void;
  /** Says why the words in the box (`text`, as typed) are refused: use-refusal-toast.ts. */
  explainRefusal(refused: ComposerCheck, text: string): void;
}

export function useComposerSubmit(options: Options) {
  const {
    text,
    check,
    disabled,
    tooLong = false,
    previousOwn,
    withoutPartner,
    holds,
    onSend,
    onHeld,
    onCrisis,
    afterSend,
    explainRefusal,
  } = options;
  /** Contact details found in the message the person tried to send: the warning is showing. */
  const [details, setDetails] = useState<PersonalDetail[] | null>(null);
  /** The words a Send waits with for the detector's chunk, if it has not arrived yet. */
  const waiting = useRef<string | null>(null);
  /** The words the server was last told the warning held. */
  const toldHeld = useRef<string | null>(null);

  useEffect(() => void personalDetailsFinder(), []);

  const trimmed = text.trim();
  // Disabled for refused words (the filter's, or abuse) only once they are marked: a Send turned grey
  // in the middle of a sentence, with no reason shown yet, would be a dead button. Pressed before the
  // mark, or Enter after it, it says why.
  const canSend = trimmed.length > 0 && check.marked.reason === null && !disabled && !tooLong;

  const submit = () => {
    // A closed chat's box is read-only, its words there to copy: Enter sends nothing and says nothing.
    if (disabled) return;
    if (check.now.heldBack) {
      // One id: pressing again repeats the same toast rather than stacking another.
      toast.error("Cannot send message", {
        id: "composer-held-back",
        description: "Please remove inappropriate content before sending.",
      });
      return;
    }
    if (trimmed.length === 0) return;
    // Enter on a message past the limit: the server would refuse it, and the line under the box
    // already says by how much; said again here, as Send is grey. One id: no stack of toasts.
    if (tooLong) {
      toast.error("Message too long", {
        id: "composer-too-long",
        description: `${overTheLimit(charactersOver(text))}.`,
      });
      return;
    }
    // Abuse aimed at the other person: said again at every press, however long ago the mark was.
    if (check.now.reason !== null) explainRefusal(check.now, text);
    if (arrived) return decide(trimmed, arrived);
    // The detector is still on its way: the words are decided as they were when Send was pressed,
    // whatever is typed meanwhile; pressing again on the same words adds nothing.
    if (waiting.current === trimmed) return;
    waiting.current = trimmed;
    void personalDetailsFinder().then((find) => {
      waiting.current = null;
      decide(trimmed, find);
    });
  };

  /** The same screening as the server's, with the personal-details step: those wait for Send anyway. */
  const decide = (words: string, find: FindPersonalDetails | undefined) => {
    const finder = find && withPrevious(previousOwn?.() ?? [], find);
    const screening = screenText(words, finder, { withoutPartner });
    if (screening.kind !== "personal-details")
      return sendNow(words, undefined, screening.kind === "crisis" ? screening.signal.tier : undefined);
    // Changed since Send (only while the detector was arriving): the warning would speak of words
    // no longer there, and the next Send reads the box again.
    if (!holds(words)) return;
    setDetails(screening.found);
    if (toldHeld.current === words) return;
    toldHeld.current = words;
    onHeld?.(words);
  };

  const sendNow = (words: string, confirmation?: { confirmedPersonalDetails: true }, crisis?: CrisisTier) => {
    // Handed over here, every message ends in one of three ways, never in nothing: delivered
    // (acknowledged by the server, shown as stored), queued (shown as "Sending…" or "Saved
    // locally", kept in the outbox and retried), or refused with the reason shown (a toast in the
    // server's words) and the words kept: back in the box, or in the list as not sent. Words refused
    // for abuse stay in the box. use-delivery.ts keeps it. Not taken at all (null): they stay here.
    const clientId = onSend(words, "text", confirmation);
    setDetails(null);
    afterSend(words, clientId === null || composerCheck(words).keepAfterSend);
    if (crisis && clientId) onCrisis?.(clientId, crisis);
  };

  /**
   * Opens the warning over the words in the box for details found elsewhere: the server's, for
   * words it refused and gave back (a number finished after a part the box did not read with it).
   * Keeps its identity (a state setter).
   */
  const warn: (found: PersonalDetail[]) => void = setDetails;

  return {
    canSend,
    submit,
    /** The personal details the warning names, or null when it is not showing. */
    details,
    sendAnyway: () => sendNow(trimmed, { confirmedPersonalDetails: true }),
    /** Edit, Escape or a change to the words: the warning spoke of the message as it was. */
    closeWarning: () => setDetails(null),
    warn,
  };
}
