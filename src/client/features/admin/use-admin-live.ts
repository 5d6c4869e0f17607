/**
 * Keeps the dashboard live: the server puts an admin's socket in the `admin` room and says
 * "admin:chats-changed" whenever any chat changes or gets a message; we then re-read the chat
 * list and the overview. The page holds the connection, like the chat page does.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSocket } from "../../lib/socket";
import { adminKeys } from "./admin-api";

/** A busy chat sends a burst of events; one refetch per burst is enough. */
const SETTLE_MS = 300;

export function useAdminLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = socket.connected;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.chats });
        void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
      }, SETTLE_MS);
    };
    // After a reconnect we may have missed events: refresh once. The first connect needs nothing.
    const onConnect = () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    };
    socket.on("admin:chats-changed", refresh);
    socket.on("connect", onConnect);
    if (!socket.connected) socket.connect();
    return () => {
      clearTimeout(timer);
      socket.off("admin:chats-changed", refresh);
      socket.off("connect", onConnect);
      socket.disconnect();
    };
  }, [queryClient]);
}
