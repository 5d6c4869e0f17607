// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHAT_CLOSED, ChatClosedBanner, ConnectionBanner } from "./ChatBanners";

describe("the closed-chat banner", () => {
  it("says who closed the chat in PRODUCT.md §4's words", () => {
    expect(CHAT_CLOSED).toEqual({
      partner: "The other person has left the chat.",
      you: "You ended this chat.",
      moderator: "A moderator ended this chat.",
      closed: "This chat has ended.",
      expired: "Chat expired",
    });
  });

  it("says of a chat nobody ended that it expired, and nothing more", () => {
    render(<ChatClosedBanner endedBy={null} onNewMatch={() => {}} onEnd={() => {}} />);
    expect(screen.getByRole("status").querySelector("p")?.textContent).toBe("Chat expired");
  });
});

describe("the connection banner", () => {
  it("promises delivery only while the chat can still take messages", () => {
    const { container, rerender } = render(<ConnectionBanner connection="limited" />);
    expect(container.textContent).toMatch(/will be delivered/);
    rerender(<ConnectionBanner connection="limited" closed />);
    expect(container.textContent).toBe("Limited connectivity to our servers...");
  });
});
