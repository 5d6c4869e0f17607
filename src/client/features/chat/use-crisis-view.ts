/**
 * Whether the crisis view (the help lines) is open. The server posts a crisis line for every new
 * crisis signal, to both people (PRODUCT.md §10), and each new line opens the view, also after the
 * person closed it for an earlier one: someone who escalates must see the lines again. A line the
 * view already opened for, delivered again by a reconnect, a rejoin or a poll, leaves closed what
 * the person closed. The chat menu's Help lines opens it at any time (setOpen).
 *
 * The writer does not wait for the server: when the composer's own screening (the server's
 * function) reads their words as crisis language, the view opens at once, online or offline
 * (openForWritten). The server's line for those same words, when it comes, is the same signal:
 * it leaves the view as the person left it, as a line delivered again does, rather than opening it
 * a second time in the middle of whatever they are doing (it opens it for the partner). Any other
 * new line (the partner's words, a later message, the conversation window) opens it as always.
 *
 * When a chat in crisis support ends (`endedInCrisis`: the partner left, blocked or was banned),
 * the view opens again, once for that chat: the partner has gone, the help lines and the Crisis
 * Counselor have not (use-counsel.ts).
 */
import { useCallback, useState } from "react";
import type { MessageView } from "@shared/api";
import { crisisLineClientId } from "@shared/crisis";
import { crisisLines } from "./message-log";

export interface CrisisView {
  open: boolean;
  setOpen(open: boolean): void;
  /** The message with this client id, just written here, is crisis language: the view opens now. */
  openForWritten(clientId: string): void;
}

export function useCrisisView(messages: MessageView[], endedInCrisis = false): CrisisView {
  const [open, setOpen] = useState(false);
  /** The chat whose end in crisis support the view last opened for. */
  const [openedAtEnd, setOpenedAtEnd] = useState<string | null>(null);
  // Named by id, not seq: seq starts again in every chat, and New Match keeps this page.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  /** The crisis lines' client ids for words the view already opened for here, before the server's line. */
  const [openedAhead, setOpenedAhead] = useState<ReadonlySet<string>>(() => new Set());
  const lines = crisisLines(messages);
  const latest = lines.at(-1)?.id;
  // Decided while rendering (React's "adjusting state when a prop changes"), so the view opens with the line.
  if (latest !== undefined && latest !== openedFor) {
    // The lines after the one the view last opened for (all of them in a chat it has not opened for);
    // an older line that arrives late is not new.
    const fresh = lines.slice(lines.findIndex((line) => line.id === openedFor) + 1);
    setOpenedFor(latest);
    if (fresh.some((line) => line.clientId === null || !openedAhead.has(line.clientId))) setOpen(true);
  }
  const ended = endedInCrisis ? lines.at(-1)?.chatId : undefined;
  if (ended !== undefined && ended !== openedAtEnd) {
    setOpenedAtEnd(ended);
    setOpen(true);
  }
  const openForWritten = useCallback((clientId: string) => {
    setOpenedAhead((ids) => new Set(ids).add(crisisLineClientId(clientId)));
    setOpen(true);
  }, []);
  return { open, setOpen, openForWritten };
}
