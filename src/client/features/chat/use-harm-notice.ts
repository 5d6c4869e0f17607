/**
 * The quiet offer of support after a person tells of harm done to them (@shared/harm-disclosure):
 * read from their own messages in this chat, on their own screen only — the partner sees nothing of
 * it and nothing is sent anywhere. It shows from the chat's first such message until the person
 * closes it or opens the lines; in a chat in crisis mode the crisis view holds the same lines, so it
 * does not show there.
 */
import { useState } from "react";
import type { MessageView, Sender } from "@shared/api";
import { disclosesHarm } from "@shared/harm-disclosure";

export interface HarmNotice {
  /** The chat whose messages told of harm, while the notice shows; else null. */
  chatId: string | null;
  close(): void;
}

/**
 * Each message read once: the log is handed again with every delivery, holding the same message
 * objects (message-log.ts merges by id), and a long chat holds hundreds of one's own messages.
 */
const verdicts = new WeakMap<MessageView, boolean>();

function tellsOfHarm(message: MessageView): boolean {
  let verdict = verdicts.get(message);
  if (verdict === undefined) verdicts.set(message, (verdict = disclosesHarm(message.content)));
  return verdict;
}

export function useHarmNotice(messages: MessageView[], you: Sender | undefined, crisis: boolean): HarmNotice {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const told = messages.find((m) => m.kind === "text" && m.sender === you && tellsOfHarm(m));
  const chatId = told && !crisis && !closed.has(told.chatId) ? told.chatId : null;
  const close = () => {
    if (chatId) setClosed((ids) => new Set(ids).add(chatId));
  };
  return { chatId, close };
}
