/**
 * Keeps the dashboard live (admin-live.ts says how each event refreshes it). The page holds the
 * connection, like the chat page does.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSocket } from "../../lib/socket";
import { followAdminEvents } from "./admin-live";

export function useAdminLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const stop = followAdminEvents(socket, queryClient);
    if (!socket.connected) socket.connect();
    return () => {
      stop();
      socket.disconnect();
    };
  }, [queryClient]);
}
