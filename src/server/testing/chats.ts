/** Chats driven over REST, for tests about what happens around a conversation rather than its delivery. */
import { randomUUID } from "node:crypto";
import { ChatView, MessageView } from "../../shared/api.js";
import { sendJson, type TestServer } from "./server.js";

export interface Someone {
  cookie: string;
}

/** Opens a waiting chat for this person in the room. */
export async function waitIn(server: TestServer, who: Someone, themeId: string) {
  return ChatView.parse((await sendJson(server, "POST", "/api/chats/match", { themeId }, who.cookie)).json().chat);
}

/** Matches this person with the waiting chat `waitingChatId` of the same room (or fails loudly). */
export async function joinWaiting(server: TestServer, who: Someone, themeId: string, waitingChatId: string) {
  const joined = await sendJson(server, "POST", "/api/chats/match", { themeId }, who.cookie);
  const chat = ChatView.parse(joined.json().chat);
  if (chat.id !== waitingChatId || chat.matchStatus !== "matched") throw new Error(`not matched: ${joined.body}`);
  return chat;
}

/** `first` waits in the room, `second` is matched with them; the chat as `second` sees it. */
export async function matchTwo(server: TestServer, first: Someone, second: Someone, themeId = "late-night") {
  const waiting = await waitIn(server, first, themeId);
  return joinWaiting(server, second, themeId, waiting.id);
}

/** Sends a text message over REST and returns it as stored. */
export async function say(server: TestServer, who: Someone, chatId: string, content: string) {
  const response = await sendJson(
    server,
    "POST",
    `/api/chats/${chatId}/messages`,
    { clientId: randomUUID(), content },
    who.cookie,
  );
  if (response.statusCode !== 201) throw new Error(`not sent: ${response.statusCode} ${response.body}`);
  return MessageView.parse(response.json().message);
}
