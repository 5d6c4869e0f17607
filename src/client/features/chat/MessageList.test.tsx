import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ChatView, MessageView } from "../../../shared/api";
import { MessageList } from "./MessageList";

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

const render = (messages: MessageView[], matchLine: string | null) =>
  renderToStaticMarkup(
    <MessageList
      chat={chat}
      welcome={[]}
      matchLine={matchLine}
      messages={messages}
      pending={[]}
      streams={[]}
      typingLabel={null}
    />,
  );

describe("the line that says a real person has joined", () => {
  it("stands where the partner arrived: after the talk with the persona, before the first words after", () => {
    const html = render(
      [
        message(1, "ai:Sage", "Hello, I'm here while you wait.", "2026-11-25T10:00:01.000Z"),
        message(2, "p1", "thanks, waiting", "2026-11-25T10:01:00.000Z"),
        message(3, "p2", "hi, I'm here to listen", "2026-11-25T10:03:00.000Z"),
      ],
      "A real person has joined.",
    );
    const [waiting, line, after] = ["thanks, waiting", "A real person has joined.", "hi, I&#x27;m here to listen"].map(
      (text) => html.indexOf(text),
    ) as [number, number, number];
    expect(waiting).toBeGreaterThan(-1);
    expect(line).toBeGreaterThan(waiting);
    expect(after).toBeGreaterThan(line);
  });

  it("closes the conversation so far when nobody has written since the match, and is absent before it", () => {
    const before = [message(1, "ai:Sage", "Hello, I'm here while you wait.", "2026-11-25T10:00:01.000Z")];
    const html = render(before, "A real person has joined.");
    expect(html.indexOf("A real person has joined.")).toBeGreaterThan(html.indexOf("while you wait"));
    expect(render(before, null)).not.toContain("A real person has joined.");
  });
});
