/**
 * Text a store would refuse or change is refused with a sentence wherever text is taken: a message over
 * REST and over the socket, a report's note, a display name at sign-up (shared/stored-text.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ILL_FORMED_REFUSED, MessageList } from "../shared/api.js";
import { matchTwo } from "./testing/chats.js";
import { databaseKinds, getJson, postSignUp, sendJson, serverForSuite, signUp, uniqueEmail } from "./testing/server.js";
import { connectAs, listen, request, type ClientSocket } from "./testing/sockets.js";

const LONE_SURROGATES = ["a\ud800b", "\udc00", "end\ud83d"];

describe.each(databaseKinds)("ill-formed text on the %s database", (kind) => {
  const server = serverForSuite({ kind });
  const sockets: ClientSocket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));
  let url: string;
  beforeAll(async () => {
    url = await listen(server);
  });

  const chatOfTwo = async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    return { a, b, chatId: (await matchTwo(server, a, b)).id };
  };
  const stored = async (chatId: string, cookie: string) =>
    MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, cookie)).json()).messages;

  it("refuses a lone surrogate in a message over REST, on the first try and on a retry, and stores nothing", async () => {
    const { a, chatId } = await chatOfTwo();
    const before = await stored(chatId, a.cookie);
    for (const content of LONE_SURROGATES) {
      const body = { content, clientId: "abcdefgh40" };
      for (const _try of [1, 2]) {
        const sent = await sendJson(server, "POST", `/api/chats/${chatId}/messages`, body, a.cookie);
        expect([JSON.stringify(content), sent.statusCode, sent.json()]).toEqual([
          JSON.stringify(content),
          400,
          { error: ILL_FORMED_REFUSED },
        ]);
      }
    }
    expect(await stored(chatId, a.cookie)).toEqual(before);
    // A proper pair (an emoji) is text like any other, and a retry returns it unchanged.
    const body = { content: "a\ud83d\ude00b", clientId: "abcdefgh41" };
    const first = await sendJson(server, "POST", `/api/chats/${chatId}/messages`, body, a.cookie);
    const again = await sendJson(server, "POST", `/api/chats/${chatId}/messages`, body, a.cookie);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect([first.json().message.content, again.json().message.content]).toEqual(["a😀b", "a😀b"]);
  });

  it("refuses a lone surrogate in a message over the socket", async () => {
    const { a, chatId } = await chatOfTwo();
    const socket = await connectAs(url, a.cookie);
    sockets.push(socket);
    expect((await request(socket, "chat:join", { chatId })).ok).toBe(true);
    const before = await stored(chatId, a.cookie);
    for (const content of LONE_SURROGATES) {
      const answer = await request(socket, "message:send", { chatId, clientId: "abcdefgh42", content });
      expect(answer).toEqual(expect.objectContaining({ ok: false, status: 400, error: ILL_FORMED_REFUSED }));
    }
    expect(await stored(chatId, a.cookie)).toEqual(before);
  });

  it("refuses a lone surrogate in a report's note and in a display name at sign-up", async () => {
    const { a, chatId } = await chatOfTwo();
    const note = { reason: "Harassment or bullying", note: "they said \ud800" };
    const reported = await sendJson(server, "POST", `/api/chats/${chatId}/report`, note, a.cookie);
    expect([reported.statusCode, reported.json()]).toEqual([400, { error: ILL_FORMED_REFUSED }]);

    const email = uniqueEmail();
    const signedUp = await postSignUp(server, { email, name: "Sam\udc00" });
    expect([signedUp.statusCode, signedUp.json()]).toEqual([400, { error: ILL_FORMED_REFUSED }]);
    // Nothing was created: the address signs up normally afterwards.
    expect((await postSignUp(server, { email })).statusCode).toBe(200);
  });
});
