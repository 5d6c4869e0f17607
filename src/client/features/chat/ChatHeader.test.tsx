// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { themeOrDefault } from "@shared/themes";
import { renderWithToasts } from "@/testing/dom";
import { ChatHeader } from "./ChatHeader";

function renderHeader({ moderator = false } = {}) {
  const onHelpLines = vi.fn();
  const rendered = renderWithToasts(
    <ChatHeader
      theme={themeOrDefault("late-night")}
      canBlock
      moderator={moderator}
      onLeave={() => {}}
      onEnd={() => {}}
      onBlock={() => {}}
      onReport={() => {}}
      onDiagnostics={() => {}}
      onHelpLines={onHelpLines}
    />,
  );
  return { ...rendered, onHelpLines };
}

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
