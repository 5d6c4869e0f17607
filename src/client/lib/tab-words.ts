/**
 * What a person wrote or chose that this tab keeps for a reload (sessionStorage): the message box's
 * draft (features/chat/use-composer-words.ts), the chat's messages shown as not sent
 * (features/chat/not-sent.ts), the talk with the Crisis Counselor after a chat ended
 * (lib/use-counsel.ts), and how the chat felt on the end-chat screen
 * (features/end-chat/use-kept-feeling.ts). Signing out forgets them: the next person at this browser
 * must not find them.
 */
import { session } from "./storage";

export const TAB_WORDS = {
  draft: "kindred:draft",
  notSent: "kindred:not-sent",
  counsel: "kindred:counsel",
  feeling: "kindred:end-chat-feeling",
} as const;

export function forgetTabWords(): void {
  for (const key of Object.values(TAB_WORDS)) session.remove(key);
}
