// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeServer, renderWithToasts, type ServerCall } from "@/testing/dom";
import { CHAT_ENDED, chatId, decide, leftInOutbox, queued, resetDeliveryEachTest } from "./delivery-testing";
import { PREVIOUS_CHAT_ENDED } from "./refused-words";
import { useDelivery } from "./use-delivery";

vi.mock("socket.io-client", async () => ({ io: (await import("./socket-testing")).fakeIo }));

resetDeliveryEachTest();

describe("what is still owed to a chat the page has left", () => {
  const nextChat = "7a1d9c3e-5b2f-4d6a-8e0c-1f3b5d7a9c2e";
  const sentTo = (calls: ServerCall[], chat: string) =>
    calls.filter((call) => call.method === "POST" && call.path === `/api/chats/${chat}/messages`);

  /** The chat page in `chatId`, moved to `nextChat` by a rerender (New Match, New Theme, a new search). */
  function chatThenNext() {
    const onStored = vi.fn();
    renderWithToasts(<></>);
    const hook = renderHook(({ room }) => useDelivery(room, onStored), { initialProps: { room: chatId } });
    return { ...hook, onStored, moveOn: () => hook.rerender({ room: nextChat }) };
  }

  it("is shown in the next chat as not sent, to copy, and leaves the outbox, when that chat has ended", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const calls = fakeServer((call) =>
      call.path === `/api/chats/${chatId}/messages` ? { status: 409, body: { error: CHAT_ENDED } } : decide(call.body),
    );
    const { result, moveOn, onStored } = chatThenNext();
    act(() => void result.current.send("Written offline, just before New Match"));
    expect(await screen.findByText("You're Offline")).toBeTruthy();

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    moveOn();
    expect(result.current.pending).toEqual([]);
    await waitFor(() =>
      expect(result.current.failed).toMatchObject([
        { content: "Written offline, just before New Match", reason: PREVIOUS_CHAT_ENDED },
      ]),
    );
    expect(sentTo(calls, chatId)).toHaveLength(1);
    expect(queued()).toEqual([]);
    expect(onStored).not.toHaveBeenCalled();
    // The list says it where the person reads; no toast of the old chat over the new one.
    expect(screen.queryByText("Cannot send message")).toBeNull();
  });

  it("is delivered when that chat still takes it, and not shown in the chat the page is in", async () => {
    const calls = fakeServer((call) => decide(call.body));
    const earlier = leftInOutbox("Left behind");
    const onStored = vi.fn();
    const { result } = renderHook(() => useDelivery(nextChat, onStored));
    expect(result.current.pending).toEqual([]);
    await waitFor(() => expect(queued()).toEqual([]));
    expect(sentTo(calls, chatId).map((call) => call.body)).toEqual([
      { clientId: earlier.clientId, content: "Left behind" },
    ]);
    expect(result.current.failed).toEqual([]);
    expect(onStored).not.toHaveBeenCalled();
  });

  it("is tried again after the page rejoins, when it could not be sent while offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const calls = fakeServer(() => ({ status: 409, body: { error: CHAT_ENDED } }));
    leftInOutbox("Still owed");
    const { result } = renderHook(() => useDelivery(nextChat, vi.fn()));
    expect(calls).toEqual([]);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    act(() => result.current.flush());
    await waitFor(() =>
      expect(result.current.failed).toMatchObject([{ content: "Still owed", reason: PREVIOUS_CHAT_ENDED }]),
    );
    expect(queued()).toEqual([]);
  });

  it("never shows words the server says are not this person's (another account on this browser)", async () => {
    fakeServer(() => ({ status: 403, body: { error: "You are not a participant in this chat." } }));
    leftInOutbox("Someone else's");
    const { result } = renderHook(() => useDelivery(nextChat, vi.fn()));
    await waitFor(() => expect(queued()).toEqual([]));
    expect(result.current.failed).toEqual([]);
  });
});
