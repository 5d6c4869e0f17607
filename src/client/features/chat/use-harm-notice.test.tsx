// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MessageView, Sender } from "@shared/api";
import { memoryStorage } from "@/lib/memory-storage";
import { browserStore, type StorageArea } from "@/lib/storage";
import { messageAt } from "./message-fixture";
import { rememberedChats } from "./remembered-chats";
import { useHarmNotice } from "./use-harm-notice";

const NEXT_CHAT = "00000000-0000-4000-8000-000000000001";

/** The notice as the chat page holds it; `storage` is the browser's, kept across a reload. */
function noticeFor(
  messages: MessageView[],
  you: Sender = "p1",
  crisis = false,
  storage: StorageArea = memoryStorage(),
) {
  const answered = rememberedChats(
    browserStore(() => storage),
    "answered",
    50,
  );
  const hook = renderHook(
    ({ log, inCrisis }: { log: MessageView[]; inCrisis: boolean }) => useHarmNotice(log, you, inCrisis, answered),
    { initialProps: { log: messages, inCrisis: crisis } },
  );
  return {
    shown: () => hook.result.current.chatId !== null,
    close: () => act(() => hook.result.current.close()),
    receive: (log: MessageView[], inCrisis = false) => hook.rerender({ log, inCrisis }),
  };
}

describe("the offer of support after harm", () => {
  it("shows when the person's own message tells of harm done to them", () => {
    const notice = noticeFor([messageAt(1, { content: "hi" })]);
    expect(notice.shown()).toBe(false);
    notice.receive([messageAt(1, { content: "hi" }), messageAt(2, { content: "my boyfriend hits me" })]);
    expect(notice.shown()).toBe(true);
  });

  it("is not shown for the partner's words, nor for a persona's", () => {
    const notice = noticeFor([
      messageAt(1, { sender: "p2", content: "i was raped last year" }),
      messageAt(2, { sender: "ai:Kin", content: "my husband hits me" }),
    ]);
    expect(notice.shown()).toBe(false);
  });

  it("stays closed in this chat once closed, and shows again in the next chat", () => {
    const told = messageAt(1, { content: "i was sexually assaulted" });
    const notice = noticeFor([told]);
    notice.close();
    expect(notice.shown()).toBe(false);
    notice.receive([told, messageAt(2, { content: "he forced himself on me" })]);
    expect(notice.shown()).toBe(false);
    notice.receive([messageAt(1, { chatId: NEXT_CHAT, content: "my dad beats me" })]);
    expect(notice.shown()).toBe(true);
  });

  it("stays closed after a reload of the page once answered there", () => {
    const storage = memoryStorage();
    const told = [messageAt(1, { content: "my husband hits me" })];
    noticeFor(told, "p1", false, storage).close();
    expect(noticeFor(told, "p1", false, storage).shown()).toBe(false);
    expect(noticeFor(told, "p1", false, memoryStorage()).shown()).toBe(true);
  });

  it("leaves the lines to the crisis view in a chat in crisis mode", () => {
    const notice = noticeFor([messageAt(1, { content: "my husband hits me" })], "p1", true);
    expect(notice.shown()).toBe(false);
  });
});
