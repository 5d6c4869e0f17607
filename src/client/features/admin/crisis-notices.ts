/**
 * The live notice of a chat in crisis. The server says "admin:crisis" whenever a crisis notice is
 * stored in a chat; whether moderators may see that chat (not while a person is still waiting: what
 * they say to the companion then is private) is the server's list of active chats in crisis to say,
 * so the dashboard asks it before telling anyone, and tells each chat once.
 */
import type { AdminChatCard } from "@shared/admin-api";
import { subscribe, type EventSource } from "@/lib/socket-events";

/** Listens until the returned function is called. */
export function followCrisisNotices(
  socket: EventSource,
  activeInCrisis: () => Promise<AdminChatCard[]>,
  notify: (chat: AdminChatCard) => void,
): () => void {
  const told = new Set<string>();
  let stopped = false;
  const onCrisis = ({ chatId }: { chatId: string }) => {
    if (told.has(chatId)) return;
    activeInCrisis().then(
      (chats) => {
        const chat = chats.find((c) => c.id === chatId);
        if (!chat || stopped || told.has(chatId)) return;
        told.add(chatId);
        notify(chat);
      },
      // The list itself shows the chat when it is next read: a failed look-up loses only the toast.
      () => undefined,
    );
  };
  const unsubscribe = subscribe(socket, { "admin:crisis": onCrisis });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
