/**
 * When to tell the partner that this person is typing: at most once a second, and only on a
 * connection that has joined the room. The server drops a typing signal from a socket outside the
 * room, so one sent after a reconnect but before the re-join would be lost — and, counted against
 * the second, would silence the keystrokes after it too. A connection is named by its socket id and
 * the room (`${socket.id}:${roomId}`): a new socket, or a new room, must be joined first.
 */
const TYPING_EVERY_MS = 1_000;

export function typingSignal(now: () => number = Date.now) {
  let joinedOn: string | undefined;
  let lastSent = -Infinity;
  return {
    /** The room was joined on this connection. */
    joined(connection: string): void {
      joinedOn = connection;
    },
    /** A keystroke on this connection: whether to signal it now. */
    typed(connection: string): boolean {
      if (connection !== joinedOn || now() - lastSent < TYPING_EVERY_MS) return false;
      lastSent = now();
      return true;
    },
  };
}
