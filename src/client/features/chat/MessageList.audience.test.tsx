// @vitest-environment happy-dom
/**
 * The Crisis Counselor's lines say whom they answer: the person in crisis reads "to you", their
 * partner "to your chat partner" (never taking the Counselor's questions as their own), a moderator
 * the seat; the words still arriving are labelled the same way.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatView } from "@shared/api";
import { personaReplyClientId } from "@shared/persona-audience";
import { chatViewAt, messageAt } from "./message-fixture";
import { MessageList } from "./MessageList";

afterEach(cleanup);

const CHAT = "00000000-0000-4000-8000-000000000000";
const QUESTION = "Are you thinking about ending your life?";
const toP2 = personaReplyClientId("p2", "0b7f3c1e-9c7a-4b53-8f3e-2d7c0f9a1b11");

const counselorLine = messageAt(3, {
  sender: "ai:Crisis Counselor",
  content: QUESTION,
  clientId: toP2,
  createdAt: "2026-01-01T00:05:00Z",
});

function seenBy(you: ChatView["you"], extra: Partial<ChatView> = {}, streams = false) {
  render(
    <MessageList
      chat={chatViewAt(CHAT, "active", { you, ...extra })}
      welcome={[]}
      matchLine={null}
      messages={streams ? [] : [counselorLine]}
      pending={[]}
      streams={streams ? [{ streamId: toP2, name: "Crisis Counselor", text: QUESTION }] : []}
      typingLabel={null}
    />,
  );
  return screen.getByText(/^Crisis Counselor · AI/).textContent;
}

describe("whom the Crisis Counselor's lines are for", () => {
  it("tells the person in crisis the line is theirs, and their partner that it is for the partner", () => {
    expect(seenBy("p2")).toMatch(/^Crisis Counselor · AI · to you · /);
    cleanup();
    expect(seenBy("p1")).toMatch(/^Crisis Counselor · AI · to your chat partner · /);
  });

  it("names the seat for a moderator", () => {
    expect(seenBy("admin")).toMatch(/^Crisis Counselor · AI · to Person 2 · /);
  });

  it("labels the words while they arrive", () => {
    expect(seenBy("p1", {}, true)).toBe("Crisis Counselor · AI · to your chat partner");
  });

  it("says nothing of whom while only one person was there (before the match)", () => {
    expect(seenBy("p2", { matchedAt: "2026-01-01T00:10:00Z" })).toMatch(/^Crisis Counselor · AI · \d/);
  });
});
