// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { ChatView, MessageView } from "@shared/api";
import { MessageList } from "./MessageList";

afterEach(cleanup);

const chat: ChatView = {
  id: "6f1c1a52-7d0e-4a43-9d6c-1b9f4e2f0a11",
  themeId: "need-to-vent",
  status: "active",
  matchStatus: "matched",
  you: "p1",
  yourRole: "talk",
  partnerRole: "listen",
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:05:00.000Z",
  matchedAt: "2026-11-25T10:02:00.000Z",
  endedAt: null,
  endedBy: null,
  messagesDeletedAt: null,
};

const message = (seq: number, sender: string, content: string, createdAt: string): MessageView => ({
  id: `00000000-0000-4000-8000-00000000000${seq}`,
  chatId: chat.id,
  seq,
  sender,
  kind: "text",
  content,
  clientId: null,
  createdAt,
});

/** The chat's messages as the page shows them, read as their text in order. */
const shown = (messages: MessageView[], matchLine: string | null) =>
  render(
    <MessageList
      chat={chat}
      welcome={[]}
      matchLine={matchLine}
      messages={messages}
      pending={[]}
      streams={[]}
      typingLabel={null}
    />,
  ).container.textContent!;

/** Whether `first` is shown before `second`. */
const before = (first: string, second: string) =>
  Boolean(screen.getByText(first).compareDocumentPosition(screen.getByText(second)) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("the line that says a real person has joined", () => {
  it("stands where the partner arrived: after the talk with the persona, before the first words after", () => {
    shown(
      [
        message(1, "ai:Sage", "Hello, I'm here while you wait.", "2026-11-25T10:00:01.000Z"),
        message(2, "p1", "thanks, waiting", "2026-11-25T10:01:00.000Z"),
        message(3, "p2", "hi, I'm here to listen", "2026-11-25T10:03:00.000Z"),
      ],
      "A real person has joined.",
    );
    expect(before("thanks, waiting", "A real person has joined.")).toBe(true);
    expect(before("A real person has joined.", "hi, I'm here to listen")).toBe(true);
  });

  it("closes the conversation so far when nobody has written since the match", () => {
    shown(
      [message(1, "ai:Sage", "Hello, I'm here while you wait.", "2026-11-25T10:00:01.000Z")],
      "A real person has joined.",
    );
    expect(before("Hello, I'm here while you wait.", "A real person has joined.")).toBe(true);
  });

  it("is absent before the match", () => {
    const text = shown([message(1, "ai:Sage", "Hello, I'm here while you wait.", "2026-11-25T10:00:01.000Z")], null);
    expect(text).toContain("Hello, I'm here while you wait.");
    expect(text).not.toContain("A real person has joined.");
  });
});

describe("a message the server refused", () => {
  it("stays in view after the conversation, marked not sent with the reason, its words there to copy", () => {
    render(
      <MessageList
        chat={{ ...chat, status: "completed", endedBy: "partner" }}
        welcome={[]}
        matchLine={null}
        messages={[message(1, "p2", "take care", "2026-11-25T10:03:00.000Z")]}
        pending={[]}
        failed={[
          {
            clientId: "refused-1",
            content: "I was just about to say thank you",
            reason: "This chat has ended. Start a new chat to keep talking.",
          },
        ]}
        streams={[]}
        typingLabel={null}
      />,
    );
    expect(screen.getByText("I was just about to say thank you")).toBeTruthy();
    expect(screen.getByText("Not sent: This chat has ended. Start a new chat to keep talking.")).toBeTruthy();
    expect(before("take care", "I was just about to say thank you")).toBe(true);
  });

  it("offers Copy, which puts its words on the clipboard before New Match clears the list", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, "clipboard"));
    refused("I was just about to say thank you");
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("I was just about to say thank you");
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
  });

  it("selects its words for the person to copy where the browser offers no clipboard", () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, "clipboard"));
    refused("I was just about to say thank you");
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(window.getSelection()?.toString()).toBe("I was just about to say thank you");
  });
});

/** The list after the chat ended, with one message of one's own the server refused. */
function refused(content: string) {
  render(
    <MessageList
      chat={{ ...chat, status: "completed", endedBy: "partner" }}
      welcome={[]}
      matchLine={null}
      messages={[]}
      pending={[]}
      failed={[{ clientId: "refused-1", content, reason: "This chat has ended. Start a new chat to keep talking." }]}
      streams={[]}
      typingLabel={null}
    />,
  );
}

describe("the receiver's caution", () => {
  it("shows the server's caution under the partner's message, never under one's own", () => {
    const theirs = { ...message(1, "p2", "whats ur snap?", "2026-11-25T10:06:00.000Z"), caution: "request" as const };
    const mine = { ...message(2, "p1", "07911 123456", "2026-11-25T10:07:00.000Z"), caution: "details" as const };
    const plain = message(3, "p2", "how old is your dog?", "2026-11-25T10:08:00.000Z");
    render(
      <MessageList
        chat={chat}
        welcome={[]}
        matchLine={null}
        messages={[theirs, mine, plain]}
        pending={[]}
        streams={[]}
        typingLabel={null}
      />,
    );
    const notes = screen.getAllByRole("note");
    expect(notes.map((note) => note.textContent)).toEqual([
      "This message asks for something personal. Kindred is anonymous: you don't have to share anything about yourself, and you can report anything that feels wrong.",
    ]);
  });
});

describe("a message's direction", () => {
  it("is the message's own: right to left for Hebrew, and an override (U+202E) stays inside its bubble", () => {
    const hebrew = message(1, "p2", "שלום, מה שלומך?", "2026-11-25T10:06:00.000Z");
    const overridden = message(2, "p1", "hi \u202Eolleh", "2026-11-25T10:07:00.000Z");
    shown([hebrew, overridden], null);
    for (const text of [hebrew.content, overridden.content]) {
      const bubble = screen.getByText(text);
      expect(bubble.tagName).toBe("P");
      expect(bubble.getAttribute("dir")).toBe("auto");
    }
  });
});

describe("an old chat whose messages were deleted", () => {
  const listOf = (view: ChatView) =>
    render(
      <MessageList
        chat={view}
        welcome={[]}
        matchLine={null}
        messages={[]}
        pending={[]}
        streams={[]}
        typingLabel={null}
      />,
    );

  it("says when they were deleted and why, with the privacy policy to read, instead of inviting a first message", () => {
    const deletedAt = "2027-03-01T12:00:00.000Z";
    listOf({ ...chat, status: "completed", endedAt: "2026-11-25T11:00:00.000Z", messagesDeletedAt: deletedAt });
    const notice = screen.getByRole("note");
    expect(notice.textContent).toBe(
      `The messages of this chat were deleted on ${new Date(deletedAt).toLocaleDateString([], { dateStyle: "long" })}, as Kindred’s privacy policy says.`,
    );
    expect(within(notice).getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy#kept");
    expect(notice.querySelector("time")?.getAttribute("dateTime")).toBe(deletedAt);
    expect(screen.queryByText(/No messages yet/)).toBeNull();
  });

  it("is not mentioned while the messages are kept", () => {
    listOf(chat);
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByText("No messages yet. Start the conversation!")).toBeTruthy();
  });
});
