/**
 * A tab left open across a deploy speaks an older socket protocol: the server refuses its handshake
 * with PROTOCOL_OUTDATED (shared/events.ts), and the page tells its person, calmly and once, to
 * reload. Socket.IO does not retry a refused handshake, and the chat page does not retry this one.
 */
import { HandshakeRefusal, PROTOCOL_OUTDATED } from "@shared/events";
import { subscribe, type EventSource } from "./socket-events";
import { toast } from "./toast";

export const OUTDATED_NOTICE = "Kindred has been updated. Please reload the page to keep chatting.";

/** Whether a connect_error is the server refusing this page's protocol version. */
export function isOutdatedProtocol(error: unknown): boolean {
  return HandshakeRefusal.safeParse((error as { data?: unknown } | null)?.data).success;
}

/** Shows the notice with a Reload button; it stays until the person acts on it. */
export function showReloadNotice() {
  toast(OUTDATED_NOTICE, {
    id: PROTOCOL_OUTDATED,
    duration: Infinity,
    action: { label: "Reload", onClick: () => window.location.reload() },
  });
}

/** Tells the person (with `tell`) whenever the socket's handshake is refused for its version. */
export function watchProtocol(socket: EventSource, tell: () => void = showReloadNotice): () => void {
  return subscribe(socket, {
    connect_error: (error) => {
      if (isOutdatedProtocol(error)) tell();
    },
  });
}
