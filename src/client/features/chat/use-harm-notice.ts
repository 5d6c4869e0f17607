/**
 * The quiet offer of support after a person tells of harm done to them (@shared/harm-disclosure):
 * read from their own messages in this chat, on their own screen only — the partner sees nothing of
 * it and nothing is sent anywhere. It shows from the chat's first such message until the person
 * closes it or opens the lines, and then not again for that chat, also after a reload (this browser
 * remembers the answer): someone who closed it because another might see the screen must not have
 * it come back. In a chat in crisis mode the crisis view holds the same lines, so it does not show.
 */
import { useState } from "react";
import type { MessageView, Sender } from "@shared/api";
import { disclosesHarm } from "@shared/harm-disclosure";
import { local } from "@/lib/storage";
import { rememberedChats, type RememberedChats } from "./remembered-chats";

/** The chats whose notice was answered (closed, or the lines opened) in this browser. */
export const answeredHarmNotices = (): RememberedChats => rememberedChats(local, "kindred:harm-notices-answered", 50);

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

export function useHarmNotice(
  messages: MessageView[],
  you: Sender | undefined,
  crisis: boolean,
  answered: RememberedChats = answeredHarmNotices(),
): HarmNotice {
  // Bumped when the person answers, so that the page reads the remembered answer again.
  const [, setAnswers] = useState(0);
  const told = messages.find((m) => m.kind === "text" && m.sender === you && tellsOfHarm(m));
  const chatId = told && !crisis && !answered.has(told.chatId) ? told.chatId : null;
  const close = () => {
    if (!chatId) return;
    answered.add(chatId);
    setAnswers((count) => count + 1);
  };
  return { chatId, close };
}
