/**
 * What the chat does when the network misbehaves: drop the socket the moment the browser goes
 * offline (rather than wait for a ping timeout) and reconnect when it is back; and while the
 * socket is down but the network is up, poll (PRODUCT.md §9: every 15 s, only if the last fetch is over
 * 10 s old). While offline, the page's connection banner (ChatBanners.tsx) is the one notice of it:
 * no toast repeats what the banner says. Coming back is said once, as the banner goes.
 */
import { useEffect, type RefObject } from "react";
import { toast } from "@/lib/toast";
import { LIMITS } from "@shared/limits";
import { logConnection } from "@/lib/connection-log";
import { getSocket } from "@/lib/socket";

export type Connection = "online" | "offline" | "limited";

export function useOfflineHandling(setConnection: (connection: Connection) => void) {
  useEffect(() => {
    const offline = () => {
      setConnection("offline");
      logConnection("browser went offline");
      getSocket().disconnect();
    };
    const online = () => {
      setConnection("limited");
      logConnection("browser back online");
      getSocket().connect();
      toast("You're back online", { description: "Reconnecting to chat service." });
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [setConnection]);
}

export function usePolling(active: boolean, lastFetch: RefObject<number>, poll: () => Promise<void>) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (Date.now() - lastFetch.current < LIMITS.poll.minGapMs) return;
      lastFetch.current = Date.now();
      logConnection("polling for messages");
      // poll() handles its own failure (use-chat-room shows the refusal); the next tick tries again.
      void poll();
    }, LIMITS.poll.everyMs);
    return () => clearInterval(timer);
  }, [active, lastFetch, poll]);
}
