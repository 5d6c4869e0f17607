/**
 * A report keeps the two apart after the chat, as a block does: whoever reported their partner is
 * refused a reconnect token for them (and the end-chat screen does not offer one), while the reported
 * person is not told: their token is taken and waits unanswered, and no reunion ever opens, whoever
 * sent first. The browser is not trusted to hide the button, so every attempt here is made over HTTP.
 */
import { describe, expect, it } from "vitest";
import { ChatSummary, ReconnectResult } from "../../shared/after-chat-api.js";
import { Me } from "../../shared/api.js";
import { matchTwo } from "../testing/chats.js";
import { databaseKinds, getJson, sendJson, serverForSuite, signUp } from "../testing/server.js";
import { YOU_REPORTED } from "./service.js";

describe.each(databaseKinds)("reconnecting after a report, on the %s database", (kind) => {
  const server = serverForSuite({ kind });
  const post = (path: string, body: unknown, cookie: string) => sendJson(server, "POST", path, body, cookie);
  const summary = async (chatId: string, cookie: string) =>
    ChatSummary.parse((await getJson(server, `/api/chats/${chatId}/summary`, cookie)).json());
  const tokens = async (cookie: string) => Me.parse((await getJson(server, "/api/me", cookie)).json()).tokens;
  const reunions = async (cookie: string) => (await getJson(server, "/api/reconnects", cookie)).json();
  const reconnect = async (chatId: string, cookie: string) => {
    const response = await post(`/api/chats/${chatId}/reconnect`, {}, cookie);
    return { status: response.statusCode, body: response.json() };
  };
  const report = async (chatId: string, cookie: string) => {
    const filed = await post(`/api/chats/${chatId}/report`, { reason: "Made me feel unsafe" }, cookie);
    if (filed.statusCode !== 201) throw new Error(`not reported: ${filed.body}`);
  };

  /** Ivan and Hank, matched; their chat still going. */
  async function matched() {
    const [ivan, hank] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, ivan, hank);
    const end = async () => {
      const ended = await post(`/api/chats/${chat.id}/end`, {}, ivan.cookie);
      if (ended.statusCode !== 200) throw new Error(`not ended: ${ended.body}`);
    };
    return { ivan, hank, chatId: chat.id, end };
  }

  it("refuses the reporter a token for the person they reported, and does not offer one", async () => {
    const { ivan, chatId, end } = await matched();
    await report(chatId, ivan.cookie);
    await end();
    expect((await summary(chatId, ivan.cookie)).reconnect.offered).toBe(false);
    expect(await reconnect(chatId, ivan.cookie)).toEqual({ status: 409, body: { error: YOU_REPORTED } });
    expect(await tokens(ivan.cookie)).toBe(10);
  });

  it("takes the reported person's token without telling them, and never reconnects the two", async () => {
    const { ivan, hank, chatId, end } = await matched();
    await report(chatId, ivan.cookie);
    await end();
    // To Hank it looks like any chat whose partner has not answered yet.
    expect((await summary(chatId, hank.cookie)).reconnect.offered).toBe(true);
    const sent = ReconnectResult.parse((await reconnect(chatId, hank.cookie)).body);
    expect(sent).toMatchObject({ status: "pending", newChatId: null });
    // Ivan tries anyway, past the page: still refused, and nothing opens for Hank.
    expect((await reconnect(chatId, ivan.cookie)).status).toBe(409);
    expect(await reunions(hank.cookie)).toEqual({ chats: [] });
  });

  it("opens no reunion when the reporter had sent a token before reporting", async () => {
    const { ivan, hank, chatId, end } = await matched();
    await end();
    expect(ReconnectResult.parse((await reconnect(chatId, ivan.cookie)).body)).toMatchObject({ status: "pending" });
    await report(chatId, ivan.cookie);
    const answer = ReconnectResult.parse((await reconnect(chatId, hank.cookie)).body);
    expect(answer).toMatchObject({ status: "pending", newChatId: null });
    expect(await reunions(ivan.cookie)).toEqual({ chats: [] });
    expect(await reunions(hank.cookie)).toEqual({ chats: [] });
  });

  it("opens no reunion when the reported person reported back and then sent", async () => {
    const { ivan, hank, chatId, end } = await matched();
    await end();
    await reconnect(chatId, ivan.cookie);
    await report(chatId, hank.cookie);
    // Hank reported Ivan, so Hank is the reporter now: refused, and Ivan's token finds nobody.
    expect(await reconnect(chatId, hank.cookie)).toEqual({ status: 409, body: { error: YOU_REPORTED } });
    expect(await reunions(ivan.cookie)).toEqual({ chats: [] });
  });
});
