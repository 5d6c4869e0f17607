// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminChatCard } from "@shared/admin-api";
import { renderPage } from "@/testing/dom";
import { ChatCard } from "./ChatCard";

const now = Date.parse("2025-03-10T12:00:00Z");

/** The card as the dashboard shows it; returns its text. */
function card(lastMessage: AdminChatCard["lastMessage"], overrides: Partial<AdminChatCard> = {}) {
  const chat: AdminChatCard = {
    id: "0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11",
    themeId: "existential",
    status: "active",
    matchStatus: "matched",
    createdAt: "2025-03-10T11:00:00Z",
    updatedAt: "2025-03-10T11:55:00Z",
    matchedAt: "2025-03-10T11:01:00Z",
    inCrisis: false,
    lastMessage,
    messagesDeletedAt: null,
    ...overrides,
  };
  const page = renderPage(<ChatCard chat={chat} now={now} />, "/admin");
  return { ...page, text: page.container.textContent! };
}

const at = "2025-03-10T11:55:00Z";

describe("an admin chat card's last message", () => {
  it("shows vibes by the labels people see in the chat, not their ids", () => {
    const { text } = card({ kind: "vibe", content: "numb,anxious", sender: "p1", createdAt: at });
    expect(text).toContain("😶 Numb, 😟 Anxious");
    expect(text).not.toContain("numb,anxious");
  });

  it("shows a reaction by its label", () => {
    const { text } = card({ kind: "reaction", content: "holding-space", sender: "p2", createdAt: at });
    expect(text).toContain("🤲 Holding space for you");
    expect(text).not.toContain("holding-space");
  });

  it("shows text as it was written", () => {
    expect(card({ kind: "text", content: "numb, but ok", sender: "p2", createdAt: at }).text).toContain("numb, but ok");
  });

  it("isolates the text, so a right-to-left override in it cannot reorder the card around it", () => {
    const content = "\u202eko tub ,bmun";
    card({ kind: "text", content, sender: "p2", createdAt: at });
    const words = screen.getByText(content);
    expect(words.tagName).toBe("BDI");
    expect(words.textContent).toBe(content);
  });
});

describe("an admin chat card whose messages the retention schedule deleted", () => {
  it('says they were deleted, and when, instead of "No messages yet"', () => {
    const { text } = card(null, { status: "completed", messagesDeletedAt: "2025-03-09T10:00:00Z" });
    expect(text).toMatch(/The messages of this chat were deleted on .*2025/);
    expect(text).not.toContain("No messages yet");
  });
});

describe("an admin chat card's standing", () => {
  it("marks an open chat nobody has written in for the expiry time as quiet, and how long", () => {
    expect(card(null, { updatedAt: "2025-03-10T11:35:00Z" }).text).toContain("Quiet for 25 min");
    // Five minutes is an ordinary pause; an ended chat is not "quiet".
    expect(card(null).text).not.toContain("Quiet");
    expect(card(null, { updatedAt: "2025-03-10T11:35:00Z", status: "completed" }).text).not.toContain("Quiet");
  });

  it("marks a chat in crisis", () => {
    expect(card(null, { inCrisis: true }).text).toContain("In crisis");
  });

  it("marks nothing for a chat not in crisis", () => {
    expect(card(null).text).not.toContain("In crisis");
  });

  it("offers no way into a chat still waiting, and says why", () => {
    const { text } = card(null, { matchStatus: "waiting", matchedAt: null });
    expect(text).toContain("Private until matched");
    expect(screen.queryByRole("link", { name: /Join Chat/ })).toBeNull();
  });

  it("leads a moderator into a matched chat with Join Chat", async () => {
    const { user } = card(null);
    await user.click(screen.getByRole("link", { name: /Join Chat/ }));
    expect(await screen.findByText("Now at /chat?room=0b0e3c1a-8f1e-4c55-9a57-3b7d0c9e2f11&role=admin")).toBeTruthy();
  });
});
