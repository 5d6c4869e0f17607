/**
 * For tests: a socket whose server is the test. It keeps listeners as Socket.IO's client does, by
 * event name, and `serverSays` delivers an event with whatever payload the test gives, valid or not,
 * so the real parsing in socket-events.ts is what the test exercises.
 */
import type { EventSource } from "./socket-events";

type Listener = (...args: never[]) => void;

export function testSocket(connected = true) {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected,
    on: (event, listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event, listener) => listeners.get(event)?.delete(listener),
    serverSays(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) (listener as (...args: unknown[]) => void)(...args);
    },
    /** How many listeners are registered, across all events. */
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  } satisfies EventSource & Record<string, unknown>;
  return socket;
}
