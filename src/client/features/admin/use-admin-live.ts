/**
 * Keeps the dashboard live (admin-live.ts says how each event refreshes it) and tells the moderator
 * of a chat going into crisis, with a way into it (crisis-notices.ts). The page holds the
 * connection, like the chat page does.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { getSocket } from "@/lib/socket";
import { toast } from "@/lib/toast";
import { fetchAdminChats } from "./admin-api";
import { followAdminEvents } from "./admin-live";
import { followCrisisNotices } from "./crisis-notices";

export function useAdminLive() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const socket = getSocket();
    const stop = followAdminEvents(socket, queryClient);
    const stopCrisis = followCrisisNotices(
      socket,
      async () => (await fetchAdminChats("active", true)).chats,
      (chat) =>
        toast.error("A chat has gone into crisis", {
          description: `Chat ${chat.id.slice(0, 8)}: someone may be in danger. The Crisis Counselor is with them.`,
          duration: Infinity,
          action: { label: "Join Chat", onClick: () => void navigate(`/chat?room=${chat.id}&role=admin`) },
        }),
    );
    if (!socket.connected) socket.connect();
    return () => {
      stop();
      stopCrisis();
      socket.disconnect();
    };
  }, [queryClient, navigate]);
}
