/**
 * Simulated people going through Kindred's real flow, as the browser does it: sign up, check in
 * (PUT /api/me/role), open the socket with the session cookie, ask for a match (asking again every
 * 10 s while waiting, like the chat page), and join the chat's room. Each person has their own
 * client address (X-Forwarded-For, from the IPv6 documentation prefix), as a crowd of real
 * people would, so the per-address sign-up limit applies to each of them alone.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import { io as connect, type Socket } from "socket.io-client";
import { ChatView, MatchResult, type ChatRole } from "../../src/shared/api.js";
import { handshakeAuth, type ClientToServer, type ServerToClient } from "../../src/shared/events.js";
import { CATALOGUE } from "../../src/shared/themes.js";
import { mapLimit } from "../../src/server/testing/map-limit.js";
import type { Line } from "./exchange.js";

export type KindredSocket = Socket<ServerToClient, ClientToServer>;

export interface Person {
  index: number;
  /** The instance this person uses (people alternate between instances). */
  url: string;
  address: string;
  email: string;
  cookie: string;
  themeId: string;
  role: ChatRole;
  socket?: KindredSocket;
  chat?: ChatView;
  /** From asking for a match to knowing the partner (the reply, or chat:updated while waiting). */
  matchMs?: number;
}

/** Errors by what failed; a benchmark reports them beside its figures. */
export type ErrorCounts = Record<string, number>;
export const countError = (errors: ErrorCounts, what: string) => (errors[what] = (errors[what] ?? 0) + 1);

const PASSWORD = "a calm and long benchmark password";
const REQUEST_TIMEOUT_MS = 120_000;
const ASK_AGAIN_MS = 10_000;

/** A run's own slice of the documentation prefix, so that runs never share a rate-limit key. */
const runPrefix = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
export const addressOf = (index: number) =>
  `${runPrefix}::${Math.floor(index / 65_536).toString(16)}:${(index % 65_536).toString(16)}`;

function headersFor(person: Pick<Person, "url" | "address">, cookie?: string): Record<string, string> {
  return {
    "content-type": "application/json",
    origin: person.url,
    "x-forwarded-for": person.address,
    ...(cookie ? { cookie } : {}),
  };
}

async function call(person: Person, method: "POST" | "PUT", path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${person.url}${path}`, {
    method,
    headers: headersFor(person, person.cookie),
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Signs people up and checks them in. Pairs of neighbours (2k, 2k+1) share a room and take
 * complementary roles, and rooms rotate through the catalogue; person i uses instance i mod n.
 */
export async function signUpPeople(
  urls: string[],
  count: number,
  concurrency = 12,
  /** Where this crowd's indices start, so that a crowd grown in steps has distinct people and addresses. */
  firstIndex = 0,
): Promise<Person[]> {
  const run = randomBytes(4).toString("hex");
  return mapLimit(
    Array.from({ length: count }, (_, i) => firstIndex + i),
    concurrency,
    async (index) => {
      const url = urls[index % urls.length]!;
      const address = addressOf(index);
      const email = `bench-${run}-${index}@kindred.test`;
      const response = await fetch(`${url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: headersFor({ url, address }),
        // An adult who accepts the terms, as the sign-up form asks.
        body: JSON.stringify({
          email,
          password: PASSWORD,
          name: "Anonymous",
          dateOfBirth: "1990-01-01",
          acceptTerms: true,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const person: Person = {
        index,
        url,
        address,
        email,
        cookie,
        themeId: CATALOGUE[Math.floor(index / 2) % CATALOGUE.length]!.id,
        role: index % 2 === 0 ? "talk" : "listen",
      };
      await call(person, "PUT", "/api/me/role", { role: person.role });
      return person;
    },
  );
}

/** Opens each person's socket (WebSocket, with their cookie and address); failures are counted. */
export async function connectPeople(people: Person[], errors: ErrorCounts, concurrency = 50): Promise<void> {
  await mapLimit(people, concurrency, async (person) => {
    const socket: KindredSocket = connect(person.url, {
      auth: handshakeAuth(),
      transports: ["websocket"],
      extraHeaders: { cookie: person.cookie, origin: person.url, "x-forwarded-for": person.address },
      reconnection: false,
      forceNew: true,
      timeout: REQUEST_TIMEOUT_MS,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      person.socket = socket;
    } catch {
      socket.close();
      countError(errors, "socket connection refused");
    }
  });
}

/**
 * Everyone asks for a match at once (at most `concurrency` requests in flight). A person whose
 * request opened a waiting chat learns of the match from chat:updated on their socket, which may
 * arrive before their own reply does.
 */
export async function matchPeople(people: Person[], errors: ErrorCounts, concurrency = 50, deadlineMs = 120_000) {
  const deadline = Date.now() + deadlineMs;
  await mapLimit(
    people.filter((p) => p.socket),
    concurrency,
    async (person) => {
      const matched = new Promise<ChatView>((resolve) => {
        person.socket!.on("chat:updated", (update) => {
          const view = ChatView.parse(update);
          if (view.matchStatus === "matched") resolve(view);
        });
      });
      const started = performance.now();
      try {
        let view = await askForMatch(person);
        while (view.matchStatus !== "matched") {
          const waitingId: string = view.id;
          // Not holding the process open: once the match has come, this timer only has to run out.
          const askAgain = delay(ASK_AGAIN_MS, null, { ref: false });
          const outcome = await Promise.race([matched, askAgain]);
          if (outcome?.id === waitingId) view = outcome;
          else if (Date.now() > deadline) throw new Error("no partner before the deadline");
          else view = await askForMatch(person, waitingId);
        }
        person.chat = view;
        person.matchMs = performance.now() - started;
      } catch (error) {
        countError(errors, `not matched (${(error as Error).message.slice(0, 60)})`);
      }
    },
  );
}

async function askForMatch(person: Person, waitingChatId?: string): Promise<ChatView> {
  const response = await call(person, "POST", "/api/chats/match", {
    themeId: person.themeId,
    role: person.role,
    ...(waitingChatId ? { waitingChatId } : {}),
  });
  return MatchResult.parse(await response.json()).chat;
}

/** Joins each matched person's chat room (chat:join), as the chat page does once it has a room. */
export async function joinChats(people: Person[], errors: ErrorCounts, concurrency = 50): Promise<void> {
  await mapLimit(
    people.filter((p) => p.socket && p.chat),
    concurrency,
    async (person) => {
      const reply = await person
        .socket!.timeout(REQUEST_TIMEOUT_MS)
        .emitWithAck("chat:join", { chatId: person.chat!.id, afterSeq: 0 })
        .catch(() => null);
      if (!reply?.ok) {
        countError(errors, "chat:join refused or timed out");
        person.chat = undefined;
      }
    },
  );
}

/** Connects, matches and seats people who have signed up, as the chat page does after sign-in. */
export async function bringIn(people: Person[], errors: ErrorCounts): Promise<void> {
  await connectPeople(people, errors);
  await matchPeople(people, errors);
  await joinChats(people, errors);
}

/** The people of each chat: exactly two different people, one in each seat, or it is counted as wrong. */
export function pairsOf(people: Person[], errors: ErrorCounts): [Person, Person][] {
  const byChat = new Map<string, Person[]>();
  for (const person of people) {
    if (person.chat) byChat.set(person.chat.id, [...(byChat.get(person.chat.id) ?? []), person]);
  }
  const pairs: [Person, Person][] = [];
  for (const members of byChat.values()) {
    const [a, b] = members;
    if (members.length === 2 && a && b && a.index !== b.index && a.chat!.you !== b.chat!.you) pairs.push([a, b]);
    else countError(errors, "chat without exactly two different people");
  }
  return pairs;
}

/** Each pair's two ends, as the exchange sends from and listens on them. */
export const linesOf = (pairs: [Person, Person][]): [Line, Line][] =>
  pairs.map(
    ([a, b]) =>
      [a, b].map((p) => ({ key: p.index, chatId: p.chat!.id, socket: p.socket as unknown as Socket })) as [Line, Line],
  );

export function closeSockets(people: Person[]): void {
  for (const person of people) person.socket?.close();
}
