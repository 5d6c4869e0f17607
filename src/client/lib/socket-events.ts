/**
 * The one way the page listens to its socket: `subscribe(socket, { "message:new": …, connect: … })`
 * registers every handler and returns the function that removes them all, so no listener is added
 * without its removal. Each server event's payload is parsed with its schema from shared/events.ts
 * before the handler sees it; a payload that fails is logged and dropped, never thrown into the page.
 */
import { ServerEvents, type ServerEvent, type ServerPayload } from "@shared/events";
import { logConnection } from "./connection-log";

/** The events Socket.IO itself raises on the client: they carry no payload from the server to parse. */
interface ConnectionHandlers {
  connect?: () => void;
  disconnect?: (reason: string) => void;
  connect_error?: (error: Error) => void;
}

export type SocketHandlers = ConnectionHandlers & { [E in ServerEvent]?: (payload: ServerPayload<E>) => void };

type SocketEvent = keyof SocketHandlers;
type Listener = (...args: never[]) => void;

/** What subscribing needs of a socket (the page's KindredSocket, or a test's emitter). */
export interface EventSource {
  on(event: SocketEvent, listener: Listener): unknown;
  off(event: SocketEvent, listener: Listener): unknown;
}

/** Listens with every handler given until the returned function is called. */
export function subscribe(socket: EventSource, handlers: SocketHandlers): () => void {
  const listeners = Object.entries(handlers).map(
    ([event, handler]) => [event as SocketEvent, listenerFor(event, handler as (payload: unknown) => void)] as const,
  );
  for (const [event, listener] of listeners) socket.on(event, listener);
  return () => {
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}

function listenerFor(event: string, handler: (payload: unknown) => void): Listener {
  if (!isServerEvent(event)) return handler as Listener;
  const schema = ServerEvents[event];
  return (payload?: unknown) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return handler(parsed.data);
    // A page older or newer than its server (the protocol version should prevent it) or a bug:
    // the event is lost, the page goes on.
    logConnection(`dropped a "${event}" event that did not match its schema`);
    console.warn(`Kindred dropped a "${event}" event that did not match its schema`, parsed.error.issues);
  };
}

function isServerEvent(event: string): event is ServerEvent {
  return Object.hasOwn(ServerEvents, event);
}
