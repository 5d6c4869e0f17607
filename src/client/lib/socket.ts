/**
 * One Socket.IO connection per tab, authenticated by the session cookie the browser sends.
 * It tries WebSocket first and falls back to long-polling on its own; the chat page adds REST
 * polling on top when even that fails.
 */
import { io, type Socket } from "socket.io-client";
import { handshakeAuth, type Ack, type ClientToServer, type ServerToClient } from "@shared/events";
import { watchProtocol } from "./protocol-notice";

export type KindredSocket = Socket<ServerToClient, ClientToServer>;

let socket: KindredSocket | null = null;

export function getSocket(): KindredSocket {
  if (!socket) {
    // The handshake says which protocol this page speaks; an outdated page is told to reload.
    socket = io({ path: "/socket.io", withCredentials: true, autoConnect: false, auth: handshakeAuth() });
    watchProtocol(socket);
  }
  return socket;
}

/** Drops the connection, e.g. after signing out, so the next one carries the new session. */
export function resetSocket() {
  socket?.disconnect();
  socket = null;
}

export class AckError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's refusal code, as HttpError's. */
    readonly code?: string,
    /** The acknowledgement as sent, for a refusal that says more (what a personal-details refusal found). */
    readonly reply?: unknown,
  ) {
    super(message);
  }
}

/** Emits with an acknowledgement; rejects with the server's sentence, or after a timeout. */
export async function ask<E extends "chat:join" | "message:send">(
  event: E,
  payload: Parameters<ClientToServer[E]>[0],
  timeoutMs = 10_000,
): Promise<Extract<Parameters<Parameters<ClientToServer[E]>[1]>[0], { ok: true }>["data"]> {
  const reply = (await (
    getSocket().timeout(timeoutMs).emitWithAck as (event: string, payload: unknown) => Promise<Ack<unknown>>
  )(event, payload)) as Ack<never>;
  if (!reply.ok) throw new AckError(reply.error, reply.status, reply.code, reply);
  return reply.data;
}
