/**
 * The access matrix for sanctioned people: every REST route of access-rows.ts (so a new route is
 * covered the day it is added) and every socket event, called by a person who is warned, held,
 * suspended or banned. Suspended and banned people are refused everything but their own account,
 * data and standing (and one chat's Crisis Counselor); a warning not yet acknowledged and a hold
 * refuse only what starts a new chat.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientToServer } from "../../shared/events.js";
import type { StandingState } from "../../shared/moderation-api.js";
import { sanctions } from "../db/schema.js";
import { OPEN_TO_EVERYONE, STARTS_A_CHAT } from "../moderation/gate.js";
import { getJson, sendJson, signUp, serverForSuite } from "../testing/server.js";
import { connectAs, disconnection, listen, request, type ClientSocket } from "../testing/sockets.js";
import { ACCESS_ROWS, bodyFor, type AccessRow } from "./access-rows.js";
import { ADMIN_EMAIL, assembleCast, freshChat, type Cast } from "./cast.js";

type Sanctioned = Exclude<StandingState, "clear">;
const STATES: Sanctioned[] = ["warned", "held", "suspended", "banned"];

const SANCTION: Record<Sanctioned, typeof sanctions.$inferInsert> = {
  warned: { userId: "", kind: "warning", reason: "Spam or scam" },
  held: { userId: "", kind: "hold", reason: "Reported by several people" },
  suspended: { userId: "", kind: "suspension", reason: "Spam or scam", endsAt: new Date(Date.now() + 86_400_000) },
  banned: { userId: "", kind: "ban", reason: "Spam or scam" },
};

/** What the sanctioned person gets: the route's own answer to a signed-in member or participant, or 403. */
function expectedStatus(key: string, row: AccessRow, state: Sanctioned): number {
  const usual = row.kind === "chat" ? row.participant : row.kind === "admin" ? 403 : row.status;
  const isApi = key.split(" ")[1]!.startsWith("/api/");
  if (!isApi || OPEN_TO_EVERYONE.has(key) || row.kind === "admin") return usual;
  // OPEN_WHILE_SHUT_OUT's route (the Crisis Counselor) lets them reach the one chat their standing
  // names, never the matrix's fresh chat: 403 too (counsel-while-shut-out.test.ts tries the rest).
  if (state === "suspended" || state === "banned") return 403;
  return STARTS_A_CHAT.has(key) ? 403 : usual;
}

describe("the access matrix for sanctioned people", () => {
  let url: string;
  let cast: Cast;
  /** One person per state, each sanctioned before their first request, with a cast around them. */
  const casts = {} as Record<Sanctioned, Cast>;
  const server = serverForSuite({
    config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 },
    reviewMinChatMs: 0,
  });
  beforeAll(async () => {
    url = await listen(server);
    cast = await assembleCast(server);
    for (const state of STATES) {
      const person = await signUp(server);
      await server.database.db.insert(sanctions).values({ ...SANCTION[state], userId: person.userId });
      casts[state] = { ...cast, participant: person };
    }
  });

  // Acknowledging ends a warning: that call comes last, so every other route meets the warning.
  const ACKNOWLEDGE = "POST /api/me/standing/acknowledge";
  const rows = Object.entries(ACCESS_ROWS).sort(([a], [b]) => Number(a === ACKNOWLEDGE) - Number(b === ACKNOWLEDGE));
  it.each(STATES)("%s: every route", async (state) => {
    const them = casts[state];
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [key, row] of rows) {
      const [method, pattern] = key.split(" ") as [string, string];
      const path =
        row.kind === "chat"
          ? `/api/chats/${await freshChat(server, them, row.state)}${row.suffix ?? ""}`
          : row.kind === "admin"
            ? (row.path?.(them) ?? pattern)
            : (row.path ?? pattern);
      const body = bodyFor(row.body, them) ?? {};
      const answer =
        method === "GET"
          ? await getJson(server, path, them.participant.cookie)
          : await sendJson(server, method as "POST" | "PUT" | "DELETE", path, body, them.participant.cookie);
      seen[key] = answer.statusCode;
      expected[key] = expectedStatus(key, row, state);
    }
    expect(seen).toEqual(expected);
  });

  it.each(STATES)("%s: every socket event", async (state) => {
    const them = casts[state];
    if (state === "suspended" || state === "banned") {
      await expect(connectAs(url, them.participant.cookie)).rejects.toThrow(/suspended until|banned/);
      return;
    }
    const socket = await connectAs(url, them.participant.cookie);
    const chatId = await freshChat(server, them, "matched");
    expect((await request(socket, "chat:join", { chatId })).ok).toBe(true);
    const sent = await request(socket, "message:send", { chatId, clientId: crypto.randomUUID(), content: "hi" });
    expect(sent.ok).toBe(true);
    socket.emit("typing", { chatId });
    socket.emit("chat:leave", { chatId });
    expect((await request(socket, "chat:join", { chatId })).ok).toBe(true);
    socket.close();
  });

  it("refuses and closes a socket opened before its person was suspended, whatever event it sends", async () => {
    const events: (keyof ClientToServer)[] = ["chat:join", "message:send", "typing", "chat:leave"];
    const person = await signUp(server);
    const them = { ...cast, participant: person };
    const chatId = await freshChat(server, them, "matched");
    const sockets: ClientSocket[] = [];
    for (let i = 0; i < events.length; i++) sockets.push(await connectAs(url, person.cookie));
    // Straight into the database, as another instance would write it, and announced as it would be:
    // this instance forgets the standing, but nothing closes the sockets; the gate must.
    await server.database.db.insert(sanctions).values({ ...SANCTION.suspended, userId: person.userId });
    server.standings.forget(person.userId);
    const seen: Record<string, unknown> = {};
    for (const [i, event] of events.entries()) {
      const socket = sockets[i]!;
      const closed = disconnection(socket);
      if (event === "chat:join" || event === "message:send") {
        const payload = { chatId, clientId: crypto.randomUUID(), content: "hi" };
        const ack = await request(socket, event, payload);
        seen[event] = { status: ack.ok ? 200 : ack.status, closed: await closed };
      } else {
        socket.emit(event, { chatId });
        seen[event] = { closed: await closed };
      }
    }
    expect(seen).toEqual({
      "chat:join": { status: 403, closed: "io server disconnect" },
      "message:send": { status: 403, closed: "io server disconnect" },
      typing: { closed: "io server disconnect" },
      "chat:leave": { closed: "io server disconnect" },
    });
  });
});
