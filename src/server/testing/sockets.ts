/** Real Socket.IO clients against a test server listening on an ephemeral loopback port. */
import { io as connect, type Socket } from "socket.io-client";
import { handshakeAuth, type Ack, type ClientToServer, type ServerToClient } from "../../shared/events.js";
import { signUp, type TestServer } from "./server.js";

export type ClientSocket = Socket<ServerToClient, ClientToServer>;

/** Listens on 127.0.0.1:0 and returns the address clients use. */
export async function listen(server: TestServer): Promise<string> {
  return server.fastify.listen({ port: 0, host: "127.0.0.1" });
}

/** Connects with a session cookie (or none) and resolves once connected, or rejects with the refusal. */
export function connectAs(url: string, cookie?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    auth: handshakeAuth(),
    transports: ["websocket"],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Whether a socket sent from `origin` with `cookie` is let in ("connected") or turned away ("refused"); closed either way. */
export async function socketOutcome(
  url: string,
  cookie: string,
  origin: string,
  transport: "websocket" | "polling" = "websocket",
): Promise<"connected" | "refused"> {
  const socket: ClientSocket = connect(url, {
    auth: handshakeAuth(),
    transports: [transport],
    extraHeaders: { cookie, origin },
    reconnection: false,
    forceNew: true,
  });
  const outcome = await new Promise<"connected" | "refused">((resolve) => {
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", () => resolve("refused"));
  });
  socket.close();
  return outcome;
}

/** Emits an event with an acknowledgement and resolves with the server's Ack. */
export function request<E extends "chat:join" | "message:send">(
  socket: ClientSocket,
  event: E,
  payload: Parameters<ClientToServer[E]>[0],
): Promise<Parameters<Parameters<ClientToServer[E]>[1]>[0]> {
  return new Promise((resolve) => {
    (socket.emit as (event: string, payload: unknown, ack: (reply: Ack<unknown>) => void) => void)(
      event,
      payload,
      resolve as (reply: Ack<unknown>) => void,
    );
  });
}

/** Resolves with the next event of that name, or rejects after a while (the test then fails clearly). */
export function nextEvent<E extends keyof ServerToClient>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 5_000,
): Promise<Parameters<ServerToClient[E]>[0]> {
  return nextEventWhere(socket, event, () => true, timeoutMs);
}

/** The next such event that passes the test: others (a sender's own echo, a greeting) are let by. */
export function nextEventWhere<E extends keyof ServerToClient>(
  socket: ClientSocket,
  event: E,
  passes: (payload: Parameters<ServerToClient[E]>[0]) => boolean,
  timeoutMs = 5_000,
): Promise<Parameters<ServerToClient[E]>[0]> {
  type Listen = (event: string, listener: (payload: never) => void) => void;
  const on = (socket.on as Listen).bind(socket);
  const off = (socket.off as Listen).bind(socket);
  return new Promise((resolve, reject) => {
    const listener = (payload: Parameters<ServerToClient[E]>[0]) => {
      if (!passes(payload)) return;
      clearTimeout(timer);
      off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      off(event, listener);
      reject(new Error(`no such ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    on(event, listener);
  });
}

/**
 * The people of a socket test: each is signed up and connected; all sockets close at the end.
 * `start` makes the server listen; call `closeAll` before closing the server.
 */
export function socketPeople() {
  const sockets: ClientSocket[] = [];
  let target: { server: TestServer; url: string } | undefined;
  const live = () => {
    if (!target) throw new Error("call start(server) first");
    return target;
  };
  const connect = async (cookie?: string) => {
    const socket = await connectAs(live().url, cookie);
    sockets.push(socket);
    return socket;
  };
  return {
    async start(server: TestServer) {
      target = { server, url: await listen(server) };
      return target.url;
    },
    connect,
    async add() {
      const account = await signUp(live().server);
      return { ...account, socket: await connect(account.cookie) };
    },
    closeAll() {
      for (const socket of sockets) socket.close();
    },
  };
}

export type Person = Awaited<ReturnType<ReturnType<typeof socketPeople>["add"]>>;

/** Resolves with the reason once the socket is disconnected ("io server disconnect" when the server did it). */
export function disconnection(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
}
