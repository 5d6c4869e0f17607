import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminChatCard } from "../../../shared/admin-api";
import { ChatCard } from "./ChatCard";

const now = Date.parse("2025-03-10T12:00:00Z");

function card(lastMessage: AdminChatCard["lastMessage"], overrides: Partial<AdminChatCard> = {}): string {
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
    ...overrides,
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <ChatCard chat={chat} now={now} />
    </MemoryRouter>,
  );
}

const at = "2025-03-10T11:55:00Z";

describe("an admin chat card's last message", () => {
  it("shows vibes by the labels people see in the chat, not their ids", () => {
    const html = card({ kind: "vibe", content: "numb,anxious", sender: "p1", createdAt: at });
    expect(html).toContain("😶 Numb, 😟 Anxious");
    expect(html).not.toContain("numb,anxious");
  });

  it("shows a reaction by its label", () => {
    const html = card({ kind: "reaction", content: "holding-space", sender: "p2", createdAt: at });
    expect(html).toContain("🤲 Holding space for you");
    expect(html).not.toContain("holding-space");
  });

  it("shows text as it was written", () => {
    expect(card({ kind: "text", content: "numb, but ok", sender: "p2", createdAt: at })).toContain("numb, but ok");
  });
});

describe("an admin chat card's standing", () => {
  it("marks a chat in crisis", () => {
    expect(card(null, { inCrisis: true })).toContain("In crisis");
    expect(card(null)).not.toContain("In crisis");
  });

  it("offers no way into a chat still waiting, and says why", () => {
    const waiting = card(null, { matchStatus: "waiting", matchedAt: null });
    expect(waiting).toContain("Private until matched");
    expect(waiting).not.toContain("Join Chat");
    expect(card(null)).toContain("Join Chat");
  });
});
