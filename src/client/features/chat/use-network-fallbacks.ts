/**
 * What the chat does when the network misbehaves: drop the socket the moment the browser goes
 * offline (rather than wait for a ping timeout) and reconnect when it is back; and while the
 * socket is down but the network is up, poll (PRODUCT.md §9: every 15 s, only if the last fetch is over
 * 10 s old). Going offline is said once per drop by the spec's toast (PRODUCT.md §9: "You're offline"),
 * beside the connection banner (ChatBanners.tsx); coming back is said once, as the banner goes, and
 * takes the offline toast away.
 */
import { useEffect, type RefObject } from "react";
import { toast } from "@/lib/toast";
import { LIMITS } from "@shared/limits";
import { logConnection } from "@/lib/connection-log";
import { getSocket } from "@/lib/socket";

export type Connection = "online" | "offline" | "limited";

/** The offline toast's id: one on the screen at a time, dismissed once the browser is back. */
const OFFLINE_TOAST = "offline";

export function useOfflineHandling(setConnection: (connection: Connection) => void) {
  useEffect(() => {
    // Once per drop: a browser may say "offline" again before it says "online".
    let saidOffline = false;
    const offline = () => {
      setConnection("offline");
      logConnection("browser went offline");
      getSocket().disconnect();
      if (saidOffline) return;
      saidOffline = true;
      toast("You're offline", {
        id: OFFLINE_TOAST,
        description: "Messages will be saved locally until connection is restored.",
      });
    };
    const online = () => {
      saidOffline = false;
      toast.dismiss(OFFLINE_TOAST);
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
