/**
 * A persona's reply asked for while a person waited, and still being written when someone joined,
 * answers words the partner cannot read (PRODUCT.md, privacy): it is not stored in the matched chat.
 * On a real server, with a provider held back until the match has happened.
 */
import { describe, expect, it } from "vitest";
import { MessageList } from "../../shared/api.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { getJson } from "../testing/server.js";
import { createBuiltinProvider } from "./builtin.js";
import type { AiProvider } from "./provider.js";

describe("a reply to waiting words, written across the match", () => {
  const builtin = createBuiltinProvider();
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  let heldBack: Promise<void> = Promise.resolve();
  let answerAsked: Promise<void> = Promise.resolve();
  /** Greets at once; holds back its answer to what the person wrote until `release`. */
  const slow: AiProvider = {
    name: "builtin",
    async reply(request, onDelta) {
      if (request.message.trim()) {
        asked();
        await heldBack;
      }
      return builtin.reply(request, onDelta);
    },
  };
  const { server, person, match, send, greeted } = liveChatSuite("embedded", slow);

  it("is not stored once the partner has joined, and the partner never reads it", async () => {
    heldBack = new Promise((resolve) => (release = resolve));
    answerAsked = new Promise((resolve) => (asked = resolve));
    const a = await person();
    const waiting = await match(a, "late-night");
    await greeted(a, waiting.id);
    await send(a, waiting.id, "my sister and i fell out about our dad again");
    await answerAsked;
    const b = await person();
    expect(await match(b, "late-night")).toMatchObject({ id: waiting.id, matchStatus: "matched" });
    release();
    // The reply had its chance to be stored: the next message is stored after it would have been.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const seen = MessageList.parse((await getJson(server, `/api/chats/${waiting.id}/messages`, b.cookie)).json());
    expect(seen.messages.filter((m) => m.sender.startsWith("ai:"))).toEqual([]);
  });
});
