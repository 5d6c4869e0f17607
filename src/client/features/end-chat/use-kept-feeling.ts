/**
 * How the conversation felt (Good / Okay / Not Good on the end-chat screen), kept for a reload like the
 * review and the reconnect token are. Those two are acts the server records and the summary reads back;
 * the feeling is only a choice until it goes with a review (or never, when the chat was too short for
 * one), so this tab keeps it (sessionStorage, forgotten at sign-out: lib/tab-words.ts), for one chat
 * at a time, rather than the server keeping one more thing about a person.
 */
import { useState } from "react";
import { session } from "@/lib/storage";
import { TAB_WORDS } from "@/lib/tab-words";

function kept(chatId: string | null): string | null {
  const held = session.getJson(TAB_WORDS.feeling) as { chatId?: unknown; feeling?: unknown } | undefined;
  if (!chatId || held?.chatId !== chatId || typeof held.feeling !== "string") return null;
  return held.feeling;
}

/** The feeling chosen for this chat in this tab (as stored: the page checks it is one it offers). */
export function useKeptFeeling(chatId: string | null): [string | null, (feeling: string) => void] {
  const [feeling, setFeeling] = useState(() => kept(chatId));
  const choose = (next: string) => {
    setFeeling(next);
    if (chatId) session.setJson(TAB_WORDS.feeling, { chatId, feeling: next });
  };
  return [feeling, choose];
}
