/**
 * When to tell the partner that this person is typing: at most once a second, and only on a
 * connection that has joined the room. The server drops a typing signal from a socket outside the
 * room, so one sent after a reconnect but before the re-join would be lost — and, counted against
 * the second, would silence the keystrokes after it too. A connection is named by its socket id and
 * the room (`${socket.id}:${roomId}`): a new socket, or a new room, must be joined first.
 *
 * And when to tell them it has stopped with nothing to follow (a send refused, the box emptied):
 * only after a typing signal the partner may still be showing, on the same connection. Otherwise
 * the partner's page shows "is typing…" for its full time after a message that never arrives.
 */
const TYPING_EVERY_MS = 1_000;

export function typingSignal(now: () => number = Date.now) {
  let joinedOn: string | undefined;
  let lastSent = -Infinity;
  /** A typing signal went out on the joined connection and no stop has followed it. */
  let showing = false;
  return {
    /** The room was joined on this connection. */
    joined(connection: string): void {
      joinedOn = connection;
      showing = false;
    },
    /** A keystroke on this connection: whether to signal it now. */
    typed(connection: string): boolean {
      if (connection !== joinedOn || now() - lastSent < TYPING_EVERY_MS) return false;
      lastSent = now();
      showing = true;
      return true;
    },
    /**
     * Typing ended with nothing to send: whether to say so now. The next keystroke is signalled at
     * once, not a second after the last one.
     */
    stopped(connection: string): boolean {
      if (connection !== joinedOn || !showing) return false;
      showing = false;
      lastSent = -Infinity;
      return true;
    },
  };
}
