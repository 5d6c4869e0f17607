/**
 * The live notice of a chat in crisis. The server says "admin:crisis" whenever a crisis notice is
 * stored in a chat; whether moderators may see that chat (not while a person is still waiting: what
 * they say to the companion then is private) is the server's list of active chats in crisis to say,
 * so the dashboard asks it before telling anyone, and tells each chat once.
 */
import type { AdminChatCard } from "../../../shared/admin-api";

type CrisisListener = (payload: { chatId: string }) => void;

/** What the notice needs of the page's socket. */
export interface CrisisSocket {
  on(event: "admin:crisis", listener: CrisisListener): unknown;
  off(event: "admin:crisis", listener: CrisisListener): unknown;
}

/** Listens until the returned function is called. */
export function followCrisisNotices(
  socket: CrisisSocket,
  activeInCrisis: () => Promise<AdminChatCard[]>,
  notify: (chat: AdminChatCard) => void,
): () => void {
  const told = new Set<string>();
  let stopped = false;
  const onCrisis: CrisisListener = ({ chatId }) => {
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
  socket.on("admin:crisis", onCrisis);
  return () => {
    stopped = true;
    socket.off("admin:crisis", onCrisis);
  };
}
