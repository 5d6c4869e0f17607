/**
 * A new search by someone still seated in a conversation (they closed the window without ending it)
 * is a new search: it is answered in the room asked for, never with the old chat, and the old chat
 * is left the way End Chat leaves it, so the partner reads "The other person has left the chat." and
 * the chat no longer counts as active. While the conversation is still open on a page of theirs,
 * though, a search from elsewhere (a second tab, a link) is refused and names it, and nothing is
 * left. Two people through the real REST API and sockets.
 */
import { describe, expect, it } from "vitest";
import { ApiError, ChatView, MessageList } from "../../shared/api.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, sendJson } from "../testing/server.js";
import { nextEventWhere } from "../testing/sockets.js";

describe.each(databaseKinds)("a new search from a conversation left open, on the %s database", (kind) => {
  const { server, match, send, matchedPair, closeWindow } = liveChatSuite(kind);

  const opened = async (cookie: string, chatId: string) =>
    ChatView.parse((await getJson(server, `/api/chats/${chatId}`, cookie)).json().chat);
  const texts = async (cookie: string, chatId: string) =>
    MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, cookie)).json())
      .messages.filter((m) => m.kind === "text" && (m.sender === "p1" || m.sender === "p2"))
      .map((m) => m.content);

  it("puts each person in the room they asked for, and closes the chat both left", async () => {
    const { a: eve, b: frank, chatId: old } = await matchedPair("gratitude-flow");
    await send(eve, old, "hi frank-ish person");
    await send(frank, old, "hi!");
    // Both close their windows without ending the chat.
    await closeWindow(eve, old);
    await closeWindow(frank, old);

    const eves = await match(eve, "self-love-practice");
    expect(eves.id).not.toBe(old);
    expect(eves).toMatchObject({ themeId: "self-love-practice", status: "active", matchStatus: "waiting" });
    expect(await texts(eve.cookie, eves.id)).toEqual([]);

    const franks = await match(frank, "self-love-practice");
    expect(franks.id).not.toBe(old);
    expect(franks.themeId).toBe("self-love-practice");

    // The old chat was left by Eve's new search: ended, and Frank reads that she left.
    expect(await opened(frank.cookie, old)).toMatchObject({ status: "completed", endedBy: "partner" });
    expect(await opened(eve.cookie, old)).toMatchObject({ status: "completed", endedBy: "you" });
    // Its words stay in it, for a report about it.
    expect(await texts(frank.cookie, old)).toEqual(["hi frank-ish person", "hi!"]);
  });

  it("tells a partner still on the chat page that the other person has left", async () => {
    const { a: eve, b: frank, chatId: old } = await matchedPair("gratitude-flow");
    await send(eve, old, "hi frank-ish person");
    await closeWindow(eve, old);
    const told = nextEventWhere(frank.socket, "chat:updated", (view) => view.id === old);
    await match(eve, "self-love-practice");
    expect(await told).toMatchObject({ id: old, status: "completed", matchStatus: "matched", endedBy: "partner" });
  });

  it("does not hand the old conversation back to a search in the same room", async () => {
    const { a: eve, b: frank, chatId: old } = await matchedPair("tiny-wins");
    await send(frank, old, "hello there");
    await closeWindow(eve, old);
    const again = await match(eve, "tiny-wins");
    expect(again.id).not.toBe(old);
    expect(again).toMatchObject({ themeId: "tiny-wins", matchStatus: "waiting" });
    expect(await opened(frank.cookie, old)).toMatchObject({ status: "completed", endedBy: "partner" });
  });

  it("leaves the chat also when the person asking holds its second seat", async () => {
    const { a: eve, b: frank, chatId: old } = await matchedPair("unsent-letters");
    await send(eve, old, "are you there?");
    await closeWindow(frank, old);
    const franks = await match(frank, "late-night");
    expect(franks).toMatchObject({ themeId: "late-night", matchStatus: "waiting" });
    expect(await opened(eve.cookie, old)).toMatchObject({ status: "completed", endedBy: "partner" });
  });

  it("refuses a search from another tab while the conversation is open on a page, and leaves nothing", async () => {
    const { a: eve, b: frank, chatId: old } = await matchedPair("need-to-vent");
    await send(eve, old, "i don't know how much longer i can do this");
    // Eve, her chat still open, follows a link to another room in a second tab.
    const refused = await sendJson(server, "POST", "/api/chats/match", { themeId: "nope-not-a-room" }, eve.cookie);
    expect(refused.statusCode).toBe(400);
    const elsewhere = await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, eve.cookie);
    expect(elsewhere.statusCode).toBe(409);
    expect(ApiError.parse(elsewhere.json())).toEqual({
      error:
        "You're still in a conversation open in another tab or window. Go back to it, or end it there, before starting a new one.",
      code: "in-conversation",
      chatId: old,
    });
    expect(await opened(frank.cookie, old)).toMatchObject({ status: "active", matchStatus: "matched", endedBy: null });
    // Frank's side too: his open chat keeps him from leaving Eve by a search elsewhere.
    const his = await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, frank.cookie);
    expect(ApiError.parse(his.json())).toMatchObject({ code: "in-conversation", chatId: old });
    // Once her window is closed, a search leaves it as before.
    await closeWindow(eve, old);
    expect((await match(eve, "calm")).id).not.toBe(old);
    expect(await opened(frank.cookie, old)).toMatchObject({ status: "completed", endedBy: "partner" });
  });
});
