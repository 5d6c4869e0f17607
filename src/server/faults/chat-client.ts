/**
 * One person in a chat, on a Socket.IO client that behaves like Kindred's page does when the network
 * or the server fails: it reconnects by itself; joins again (also when the server says something may
 * have been lost) asking for what it is missing after the first gap in its sequence numbers; keeps
 * each message once by id; and sends its messages one at a time, in the order written, each with one
 * client id until the server acknowledges it (retrying on 5xx, 429, timeouts and lost connections;
 * giving up only on a 4xx, which the server will never take). The page's own code cannot be
 * imported here (the server never imports client code), so the fault tests drive this twin of it.
 */
import { randomUUID } from "node:crypto";
import { io as connect } from "socket.io-client";
import { MessageView } from "../../shared/api.js";
import { handshakeAuth, type Ack } from "../../shared/events.js";
import type { ClientSocket } from "../testing/sockets.js";

export interface ChatClient {
  readonly socket: ClientSocket;
  /** What the page would show: stored messages, each once, in sequence order. */
  readonly messages: readonly MessageView[];
  /** This person's messages the server acknowledged, in the order they were written. */
  readonly acked: readonly MessageView[];
  /** How many times the chat was joined (the first time, then after every reconnection). */
  readonly joins: number;
  /** Queues a message and sends it until acknowledged, after the ones written before it. */
  send(content: string): Promise<MessageView>;
  /** One attempt, to see what the server answers. */
  attempt(content: string, clientId?: string): Promise<Ack<{ message: MessageView }>>;
  waitFor(condition: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

const ACK_TIMEOUT_MS = 5_000;
const RETRY_DELAY_MS = 250;
const GIVE_UP_AFTER_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refusedForGood = (reply: Ack<unknown> | null) =>
  reply !== null && !reply.ok && reply.status < 500 && reply.status !== 408 && reply.status !== 429;

export async function joinChat(
  url: string,
  options: { cookie: string; chatId: string; origin?: string },
): Promise<ChatClient> {
  const { chatId } = options;
  const socket: ClientSocket = connect(url, {
    auth: handshakeAuth(),
    transports: ["websocket"],
    extraHeaders: { cookie: options.cookie, ...(options.origin ? { origin: options.origin } : {}) },
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
  });
  const byId = new Map<string, MessageView>();
  const acked: MessageView[] = [];
  let messages: MessageView[] = [];
  /** Where the last join left the log complete; the catch-up asks after the first gap from there. */
  let completeTo = 0;
  let joins = 0;
  let closed = false;
  let refusal: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const receive = (incoming: MessageView[]) => {
    for (const message of incoming) if (message.chatId === chatId) byId.set(message.id, message);
    messages = [...byId.values()].sort((a, b) => a.seq - b.seq);
  };

  const caughtUpTo = () => {
    const held = new Set(messages.map((m) => m.seq));
    let seq = completeTo;
    while (held.has(seq + 1)) seq++;
    return seq;
  };

  const emit = <T>(event: string, payload: unknown): Promise<Ack<T>> =>
    (socket.timeout(ACK_TIMEOUT_MS).emitWithAck as (event: string, payload: unknown) => Promise<Ack<T>>)(
      event,
      payload,
    );

  /** Joins (again) and catches up; while the server cannot answer, tries again as long as connected. */
  const join = async () => {
    while (!closed && socket.connected) {
      const afterSeq = caughtUpTo();
      const reply = await emit<{ messages: unknown[] }>("chat:join", { chatId, afterSeq }).catch(() => null);
      if (reply?.ok) {
        const missed = reply.data.messages.map((m) => MessageView.parse(m));
        receive(missed);
        completeTo = Math.max(completeTo, afterSeq, missed.at(-1)?.seq ?? 0);
        joins++;
        return;
      }
      if (reply && !reply.ok && refusedForGood(reply)) {
        refusal = reply.error;
        return;
      }
      await sleep(RETRY_DELAY_MS);
    }
  };

  socket.on("connect", () => void join());
  socket.on("chat:resync", () => void join());
  socket.on("message:new", (payload) => receive([MessageView.parse(payload)]));
  // A server shutting down sends its sockets away; the page comes back a moment later.
  socket.on("disconnect", (reason) => {
    if (reason === "io server disconnect" && !closed) setTimeout(() => socket.connect(), RETRY_DELAY_MS);
  });
  // A refusal in the handshake (not a lost connection) is not retried by Socket.IO on its own.
  socket.on("connect_error", () => {
    if (!socket.active && !closed) setTimeout(() => socket.connect(), RETRY_DELAY_MS);
  });

  const attempt = (content: string, clientId: string = randomUUID()) =>
    emit<{ message: MessageView }>("message:send", { chatId, clientId, content });

  const deliver = async (content: string) => {
    const clientId = randomUUID();
    const deadline = Date.now() + GIVE_UP_AFTER_MS;
    while (Date.now() < deadline) {
      if (socket.connected) {
        const reply = await attempt(content, clientId).catch(() => null);
        if (reply?.ok) {
          const message = MessageView.parse(reply.data.message);
          acked.push(message);
          receive([message]);
          return message;
        }
        if (reply && !reply.ok && refusedForGood(reply)) throw new Error(`refused: ${reply.error}`);
      }
      await sleep(RETRY_DELAY_MS);
    }
    throw new Error(`"${content}" was never acknowledged`);
  };

  const client: ChatClient = {
    socket,
    get messages() {
      return messages;
    },
    acked,
    get joins() {
      return joins;
    },
    attempt,
    send(content) {
      const sent = queue.then(() => deliver(content));
      queue = sent.catch(() => {});
      return sent;
    },
    async waitFor(condition, what, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
        await sleep(50);
      }
    },
    close() {
      closed = true;
      socket.close();
    },
  };

  await client.waitFor(() => joins > 0 || refusal !== null, "the first join", 30_000);
  if (refusal) throw new Error(`the server refused the chat: ${refusal}`);
  return client;
}

/** The contents a person's page shows from one sender, in order. */
export function contentsFrom(client: ChatClient, sender: string): string[] {
  return client.messages.filter((m) => m.sender === sender).map((m) => m.content);
}
