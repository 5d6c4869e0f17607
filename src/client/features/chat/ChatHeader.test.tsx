// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChatView } from "@shared/api";
import { PARTNER_REACH_MS } from "@shared/partner-reach";
import { themeOrDefault } from "@shared/themes";
import { renderWithToasts } from "@/testing/dom";
import { ChatHeader } from "./ChatHeader";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A chat as the page holds it: matched an hour ago and going on, unless `over` says otherwise. */
function chatView(over: Partial<ChatView> = {}): ChatView {
  return ChatView.parse({
    id: "5f0c7d2e-3b1a-4c8e-9d6f-2a4b6c8e0f13",
    themeId: "late-night",
    status: "active",
    matchStatus: "matched",
    you: "p2",
    yourRole: "talk",
    partnerRole: "listen",
    createdAt: minutesAgo(61),
    updatedAt: minutesAgo(1),
    matchedAt: minutesAgo(60),
    endedAt: null,
    endedBy: null,
    ...over,
  });
}

/** The partner ended it `minutes` ago. */
const endedByPartner = (minutes: number) =>
  chatView({ status: "completed", endedAt: minutesAgo(minutes), updatedAt: minutesAgo(minutes), endedBy: "partner" });

function renderHeader({ moderator = false, chat = chatView() as ChatView | null } = {}) {
  const onHelpLines = vi.fn();
  const onBlock = vi.fn();
  const onReport = vi.fn();
  const rendered = renderWithToasts(
    <ChatHeader
      theme={themeOrDefault("late-night")}
      chat={chat}
      moderator={moderator}
      onLeave={() => {}}
      onEnd={() => {}}
      onBlock={onBlock}
      onReport={onReport}
      onDiagnostics={() => {}}
      onHelpLines={onHelpLines}
    />,
  );
  return { ...rendered, onHelpLines, onBlock, onReport };
}

const blockButton = () => screen.getByRole("button", { name: "Block user" }) as HTMLButtonElement;
const reportItem = () => screen.getByRole("menuitem", { name: "Report" });

describe("the chat menu", () => {
  it("leads with Help lines, which opens the crisis view", async () => {
    const { user, onHelpLines } = renderHeader();
    await user.click(screen.getByRole("button", { name: "Chat options" }));
    await screen.findByRole("menu");
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Help lines",
      "AI Diagnostics",
      "Report",
      "End Chat",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Help lines" }));
    expect(onHelpLines).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("offers Help lines to a moderator too", async () => {
    const { user } = renderHeader({ moderator: true });
    await user.click(screen.getByRole("button", { name: "Chat options" }));
    await screen.findByRole("menu");
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Help lines",
      "AI Diagnostics",
      "End Chat",
    ]);
  });
});

describe("Report and Block", () => {
  it("stay offered once the partner has ended the chat, and reach the person who was left", async () => {
    const { user, onBlock, onReport } = renderHeader({ chat: endedByPartner(1) });
    expect(blockButton().disabled).toBe(false);
    await user.click(blockButton());
    expect(onBlock).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Chat options" }));
    expect(reportItem().getAttribute("aria-disabled")).toBeNull();
    await user.click(reportItem());
    expect(onReport).toHaveBeenCalledOnce();
  });

  it("are offered in a chat that goes on, and after the end until the window closes", async () => {
    for (const chat of [chatView(), endedByPartner(PARTNER_REACH_MS / 60_000 - 1)]) {
      const { unmount } = renderHeader({ chat });
      expect(blockButton().disabled).toBe(false);
      unmount();
    }
  });

  it("are greyed out with nobody to reach: no chat yet, nobody matched, or the window after the end closed", async () => {
    const waiting = chatView({ matchStatus: "waiting", matchedAt: null, you: "p1", partnerRole: null });
    for (const chat of [null, waiting, endedByPartner(PARTNER_REACH_MS / 60_000 + 1)]) {
      const { user, unmount, onReport } = renderHeader({ chat });
      expect(blockButton().disabled).toBe(true);
      await user.click(screen.getByRole("button", { name: "Chat options" }));
      expect(reportItem().getAttribute("aria-disabled")).toBe("true");
      await user.click(reportItem());
      expect(onReport).not.toHaveBeenCalled();
      unmount();
    }
  });
});
