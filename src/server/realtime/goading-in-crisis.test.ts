/**
 * What a stranger's trial delivered to a person in crisis: once A wrote "i want to die, i have
 * nothing left", B's "just get it over with", "pussy, you won't", "then why are you still here" and
 * "go ahead, see if i care" reached A. On a real server with two people on real sockets: each such
 * message is refused as urging, reported to the moderators at the first (abuse-reports.ts `urged`),
 * and A never receives it; a supporter's words with the same shapes still reach A.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MessageList, type MessageView } from "../../shared/api.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { reports } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson } from "../testing/server.js";
import { nextEvent, request } from "../testing/sockets.js";

/** The trials' delivered messages, and one of each other kind of goading. */
const GOADING = [
  "just get it over with",
  "pussy, you won't",
  "then why are you still here",
  "go ahead, see if i care",
  "what are you waiting for",
  "you're too scared lol",
  "why haven't you yet",
  "nobody's stopping you",
  "fine. go.",
  "maybe you should",
  "coward",
];

/** A supporter's words, in the same shapes, and pushes that name a helpful act. */
const SUPPORT = [
  "go ahead and call the helpline",
  "you won't be alone",
  "i'm glad you're still here",
  "do it, call them now",
  "why are you still here? because you're stronger than you think",
];

describe.each(databaseKinds)("goading a partner in crisis on the %s database", (kind) => {
  const { server, send, pairInCrisis } = liveChatSuite(kind);

  it("refuses every goading message as urging, reports the sender at the first, and delivers none of it", async () => {
    const { a, b, chatId } = await pairInCrisis("i want to die, i have nothing left");
    const reportsOf = () => server.database.db.select().from(reports).where(eq(reports.chatId, chatId));
    const heard: MessageView[] = [];
    a.socket.on("message:new", (message: MessageView) => heard.push(message));

    for (const [i, words] of GOADING.entries()) {
      const reply = await request(b.socket, "message:send", { chatId, clientId: `goading-${i}-000`, content: words });
      expect(reply, words).toEqual({ ok: false, status: 422, error: URGING_REASON });
      // Reported at the first, not after the three refusals plain abuse takes; once a day per sender.
      const filed = await reportsOf();
      expect(filed).toHaveLength(1);
      expect(filed[0]).toMatchObject({ reporterId: null, reportedId: b.userId, reason: "Harassment or bullying" });
    }

    for (const words of SUPPORT) {
      const delivered = nextEvent(a.socket, "message:new");
      await send(b, chatId, words);
      await delivered;
    }
    expect(heard.filter((m) => m.sender === "p2").map((m) => m.content)).toEqual(SUPPORT);
    // Nor was any of it stored, to be read later.
    const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).json());
    expect(list.messages.filter((m) => GOADING.includes(m.content))).toEqual([]);
  });
});
