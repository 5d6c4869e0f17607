// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MessageView } from "@shared/api";
import { CRISIS_SYSTEM_MESSAGE, crisisLineClientId } from "@shared/crisis";
import { mergeMessages } from "./message-log";
import { messageAt } from "./message-fixture";
import { useCrisisView } from "./use-crisis-view";

const NEXT_CHAT = "00000000-0000-4000-8000-000000000001";

const message = messageAt;

/** The line the server posts, to both people, for each crisis signal. */
const crisisLine = (seq: number, extra: Partial<MessageView> = {}) =>
  message(seq, { kind: "system", sender: "system", content: CRISIS_SYSTEM_MESSAGE, ...extra });

/** The hook as the chat page holds it, over a log it is handed. */
function chatWith(messages: MessageView[]) {
  const hook = renderHook((log: MessageView[]) => useCrisisView(log), { initialProps: messages });
  return {
    open: () => hook.result.current.open,
    close: () => act(() => hook.result.current.setOpen(false)),
    openFromMenu: () => act(() => hook.result.current.setOpen(true)),
    /** The composer read the words sent as `clientId` as crisis language (offline, or before the server's line). */
    wrote: (clientId: string) => act(() => hook.result.current.openForWritten(clientId)),
    /** The log as the page holds it next: each delivery merges into a new array, as use-chat-room does. */
    receive: (log: MessageView[]) => hook.rerender(log),
  };
}

describe("the crisis view", () => {
  it("stays closed in a chat without a crisis line", () => {
    const chat = chatWith([message(1), message(2, { kind: "system", sender: "system", content: "Welcome" })]);
    expect(chat.open()).toBe(false);
  });

  it("opens for a crisis line, and again for a new one after the person closed it", () => {
    const first = [message(1, { content: "I hate my life" }), crisisLine(2)];
    const chat = chatWith([message(1, { content: "I hate my life" })]);
    chat.receive(first);
    expect(chat.open()).toBe(true);
    chat.close();
    expect(chat.open()).toBe(false);

    // The same person escalates: the server posts the crisis line again.
    const escalated = mergeMessages(first, [message(3, { content: "I have the pills in my hand" }), crisisLine(4)]);
    chat.receive(escalated);
    expect(chat.open()).toBe(true);
  });

  it("stays closed when a reconnect, a rejoin or a poll delivers the same messages again", () => {
    const log = [message(1), crisisLine(2), message(3)];
    const chat = chatWith(log);
    expect(chat.open()).toBe(true);
    chat.close();

    chat.receive(mergeMessages(log, [crisisLine(2), message(3)])); // a rejoin's catch-up
    chat.receive([...log]); // a re-render with the same log
    chat.receive(mergeMessages(log, [message(4)])); // the conversation goes on
    expect(chat.open()).toBe(false);
  });

  it("stays closed when an older crisis line the page missed arrives after a newer one", () => {
    const chat = chatWith([message(1), crisisLine(4)]);
    chat.close();
    chat.receive([message(1), crisisLine(2), crisisLine(4)]);
    expect(chat.open()).toBe(false);
  });

  it("opens for the crisis line of the next chat, whose sequence starts again", () => {
    const chat = chatWith([message(1), message(2), message(3), crisisLine(4)]);
    chat.close();
    chat.receive([]); // New Match: the page empties its log for the new room
    chat.receive([crisisLine(2, { id: "00000000-0000-4000-8000-100000000002", chatId: NEXT_CHAT })]);
    expect(chat.open()).toBe(true);
  });

  it("opens at once for crisis words written here, before any line from the server (offline)", () => {
    const chat = chatWith([message(1)]);
    chat.wrote("written-offline");
    expect(chat.open()).toBe(true);
  });

  it("leaves closed what the writer closed when the server's line for those same words arrives", () => {
    const chat = chatWith([message(1)]);
    chat.wrote("written-offline");
    chat.close();
    // Back online: the words are stored, and the server's crisis line for them follows.
    const stored = [message(1), message(2, { clientId: "written-offline" })];
    chat.receive(stored);
    chat.receive([...stored, crisisLine(3, { clientId: crisisLineClientId("written-offline") })]);
    expect(chat.open()).toBe(false);
  });

  it("still opens for every other new line: the partner's, or the writer's next words read by the server", () => {
    const chat = chatWith([message(1)]);
    chat.wrote("mine");
    chat.close();
    // Caught up at once after a reconnect: the partner's crisis line came before the server's line for mine.
    const caughtUp = [
      message(1),
      crisisLine(2, { clientId: "theirs-crisis" }),
      crisisLine(3, { clientId: "mine-crisis" }),
    ];
    chat.receive(caughtUp);
    expect(chat.open()).toBe(true);
    chat.close();

    // The conversation window or the safety model opens crisis support for later words (no client id of ours).
    chat.receive([...caughtUp, message(4), crisisLine(5, { clientId: "window-4" })]);
    expect(chat.open()).toBe(true);
  });

  it("opens from the menu whenever the person asks, in crisis mode or not", () => {
    const calm = chatWith([message(1)]);
    calm.openFromMenu();
    expect(calm.open()).toBe(true);

    const crisis = chatWith([crisisLine(1)]);
    crisis.close();
    crisis.openFromMenu();
    expect(crisis.open()).toBe(true);
  });

  it("opens again, once, when the chat ends in crisis support: the partner has gone, the lines have not", () => {
    const log = [message(1), crisisLine(2)];
    const hook = renderHook(({ ended }: { ended: boolean }) => useCrisisView(log, ended), {
      initialProps: { ended: false },
    });
    act(() => hook.result.current.setOpen(false));
    hook.rerender({ ended: true });
    expect(hook.result.current.open).toBe(true);
    act(() => hook.result.current.setOpen(false));
    hook.rerender({ ended: true });
    expect(hook.result.current.open).toBe(false);
  });
});
