/**
 * Whether the crisis view (the help lines) is open. The server posts a crisis line for every new
 * crisis signal, to both people (PRODUCT.md §10), and each new line opens the view, also after the
 * person closed it for an earlier one: someone who escalates must see the lines again. A line the
 * view already opened for, delivered again by a reconnect, a rejoin or a poll, leaves closed what
 * the person closed. The chat menu's Help lines opens it at any time (setOpen).
 */
import { useState } from "react";
import type { MessageView } from "@shared/api";
import { latestCrisisLine } from "./message-log";

export function useCrisisView(messages: MessageView[]): { open: boolean; setOpen(open: boolean): void } {
  const [open, setOpen] = useState(false);
  // Named by id, not seq: seq starts again in every chat, and New Match keeps this page.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const latest = latestCrisisLine(messages)?.id;
  // Decided while rendering (React's "adjusting state when a prop changes"), so the view opens with the line.
  if (latest !== undefined && latest !== openedFor) {
    setOpenedFor(latest);
    setOpen(true);
  }
  return { open, setOpen };
}
