/**
 * What the admin socket's events mean for the dashboard's queries (useAdminLive wires it to the
 * page's socket). The server puts an admin's socket in the `admin` room and says
 * "admin:chats-changed" whenever any chat changes or gets a message: the chat lists and the overview
 * are re-read. After a reconnect those notices may have been missed, so they are re-read once too.
 * "chat:resync" says the server's own fan-out was cut (Redis was away) while this socket stayed up:
 * any notice may be lost, so everything the dashboard shows is re-read.
 */
import type { QueryClient } from "@tanstack/react-query";
import { subscribe, type EventSource } from "@/lib/socket-events";
import { adminKeys } from "./admin-api";

/** A busy chat sends a burst of events; one refetch per burst is enough. */
export const SETTLE_MS = 300;

/** What the dashboard needs of its socket (the page's KindredSocket): whether it is connected now. */
export type AdminSocket = EventSource & { readonly connected: boolean };

/** Listens until the returned function is called. */
export function followAdminEvents(socket: AdminSocket, queryClient: QueryClient, settleMs = SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let everything = false;
  let connectedBefore = socket.connected;
  const refresh = (all: boolean) => {
    everything ||= all;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Inactive queries (a tab not shown) are only marked stale, and refetched when shown.
      const keys = everything ? [adminKeys.all] : [adminKeys.chats, adminKeys.overview];
      everything = false;
      // A refetch that fails shows in the list it belongs to (its query's error state), not here.
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }, settleMs);
  };
  // The first connect needs nothing: the queries are being fetched already.
  const onConnect = () => {
    if (connectedBefore) refresh(false);
    connectedBefore = true;
  };
  const unsubscribe = subscribe(socket, {
    "admin:chats-changed": () => refresh(false),
    "chat:resync": () => refresh(true),
    connect: onConnect,
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
