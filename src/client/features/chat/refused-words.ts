/**
 * Where the words of a message the server refused for good go (use-delivery.ts): never with the
 * message. Back into the message box when the refusal is about the words and the box will take
 * them, else into the list as not sent, with the reason, to copy; said once, in a toast, unless the
 * box already says it of the same words.
 */
import { toast } from "@/lib/toast";
import type { QueuedMessage } from "@/lib/outbox";
import { boxForesees } from "./composer-check";
import { codeOf, personalDetailsFoundIn, statusOf } from "./delivery";
import type { FailedMessage, GiveBack } from "./use-delivery";

/** A refusal of the words themselves (the screening, the length), not of sending in this chat. */
const aboutTheWords = (error: unknown): boolean => statusOf(error) === 422 || statusOf(error) === 400;

/** What a toast calls a message the server refused for good. */
function refusalTitle(error: unknown): string {
  if (statusOf(error) !== 422) return "Cannot send message"; // the chat ended meanwhile, a sanction, …
  return codeOf(error) === "personal-details" ? "Message not sent" : "Message blocked";
}

/** Why a message owed to a chat the page has left could not be sent (PRODUCT.md §8). */
export const PREVIOUS_CHAT_ENDED = "Your previous chat ended before this message could be sent.";

/**
 * A refusal that may not be about this person's words at all (another account signed in on this
 * browser since they were written): never shown for a chat the page has left.
 */
const notTheirs = (error: unknown): boolean => statusOf(error) === 401 || statusOf(error) === 403;

export interface RefusedWordsPlace {
  /** The page shows the chat the message was written in. */
  shown: boolean;
  giveBack: GiveBack;
  showNotSent(entry: FailedMessage): void;
}

export function keepRefusedWords(item: QueuedMessage, error: unknown, where: RefusedWordsPlace): void {
  const reason = (error as Error).message;
  const words = (item.kind ?? "text") === "text";
  if (!where.shown) {
    // Owed to a chat the page has left, which takes nothing more: the words can go nowhere
    // now and are out of the outbox, so they are shown here, to copy. Not given to this
    // chat's box, and not toasted: the list says it where the person reads.
    if (words && !notTheirs(error)) {
      where.showNotSent({
        clientId: item.clientId,
        content: item.content,
        reason: aboutTheWords(error) ? reason : PREVIOUS_CHAT_ENDED,
      });
    }
    return;
  }
  // The words are the person's and never go with the message. (A vibe or a reaction is a
  // choice made again in a tap, not words to keep.) Refused for the words themselves, they
  // go back into the box, to be changed and sent again, unless newer typing is there.
  // Refused because the chat takes nothing more (it ended meanwhile, a sanction, …), they
  // stay in the list where they were written, marked not sent, to copy: the box takes no
  // new words then, or is about to close.
  const found = personalDetailsFoundIn(error) ?? undefined;
  const inBox = words && aboutTheWords(error) && where.giveBack(item.content, found);
  // Words the box refuses itself for this very reason (abuse aimed at the partner) are marked
  // there with the box's own toast, and personal details the server found come back with the
  // box's warning open over them (what was found, Edit or Send anyway): one explanation, not
  // a toast beside it that says "not sent" of words one click from going. Any other refusal
  // is said here, in the server's words.
  const saidInBox = inBox && (found !== undefined || boxForesees(item.content, reason));
  if (!saidInBox) toast.error(refusalTitle(error), { description: reason });
  if (words && !inBox) where.showNotSent({ clientId: item.clientId, content: item.content, reason });
}
