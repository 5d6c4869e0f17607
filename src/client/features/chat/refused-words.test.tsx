// @vitest-environment happy-dom
// What becomes of a refused message's words (refused-words.ts), through the delivery hook.
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HARASSMENT_REASON } from "@shared/harassment";
import { toast } from "@/lib/toast";
import { fakeServer, renderWithToasts } from "@/testing/dom";
import { CHAT_ENDED, chatId, messageServer, openChat, queued, resetDeliveryEachTest } from "./delivery-testing";
import { useDelivery } from "./use-delivery";

vi.mock("socket.io-client", async () => ({ io: (await import("./socket-testing")).fakeIo }));

resetDeliveryEachTest();

describe("a message the server refuses keeps the person's words", () => {
  it("says the chat ended with the product's title, and keeps the words in view as not sent", async () => {
    fakeServer(() => ({ status: 409, body: { error: CHAT_ENDED } }));
    const giveBack = vi.fn(() => true);
    const { result, onStored } = openChat(giveBack);
    act(() => void result.current.send("I was just about to say thank you"));
    expect(await screen.findByText("Cannot send message")).toBeTruthy();
    expect(screen.getByText(CHAT_ENDED)).toBeTruthy();
    expect(screen.queryByText("Message error")).toBeNull();
    await waitFor(() => expect(result.current.pending).toEqual([]));
    // The chat takes nothing more and its box closes: the words stay where they were written.
    expect(giveBack).not.toHaveBeenCalled();
    expect(result.current.failed).toMatchObject([{ content: "I was just about to say thank you", reason: CHAT_ENDED }]);
    expect(queued()).toEqual([]);
    expect(onStored).not.toHaveBeenCalled();
  });

  it("keeps the words shown as not sent through a reload of the chat, and lets New Match clear them", async () => {
    fakeServer(() => ({ status: 409, body: { error: CHAT_ENDED } }));
    const first = openChat(() => true);
    act(() => void first.result.current.send("words I still want to copy"));
    await waitFor(() => expect(first.result.current.failed).toMatchObject([{ content: "words I still want to copy" }]));
    first.unmount();

    const reloaded = openChat(() => true);
    expect(reloaded.result.current.failed).toMatchObject([
      { content: "words I still want to copy", reason: CHAT_ENDED },
    ]);
    reloaded.unmount();

    // Another chat (New Match) starts with an empty list, and the old chat's words are not kept.
    const next = renderHook(({ room }) => useDelivery(room, vi.fn()), { initialProps: { room: chatId } });
    expect(next.result.current.failed).toHaveLength(1);
    next.rerender({ room: "9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6" });
    expect(next.result.current.failed).toEqual([]);
    next.rerender({ room: chatId });
    expect(next.result.current.failed).toEqual([]);
  });

  it("says why with the product's title for every other refusal of the chat, and keeps the words", async () => {
    for (const [status, error] of [
      [403, "You are not a participant in this chat."],
      [404, "This chat room doesn't exist or has expired."],
      [401, "Please sign in to continue."],
    ] as const) {
      fakeServer(() => ({ status, body: { error } }));
      const { result, unmount } = openChat(() => true);
      act(() => void result.current.send(`words refused with ${status}`));
      expect(await screen.findByText(error)).toBeTruthy();
      await waitFor(() => expect(result.current.failed).toMatchObject([{ content: `words refused with ${status}` }]));
      expect(screen.queryByText("Message error")).toBeNull();
      unmount();
      // Each refusal in a page of its own: not the one before, kept for a reload (not-sent.ts).
      sessionStorage.clear();
    }
    expect(screen.getAllByText("Cannot send message").length).toBeGreaterThan(0);
  });

  it("gives the words of a message refused for personal details back to the box, with what was found", async () => {
    messageServer();
    const said = vi.spyOn(toast, "error");
    const giveBack = vi.fn(() => true);
    const { result } = openChat(giveBack);
    // Sent without the Send anyway the server asks for (queued by an older page, say).
    act(() => void result.current.send("call me on 07700 900123"));
    await waitFor(() =>
      expect(giveBack).toHaveBeenCalledWith("call me on 07700 900123", [{ kind: "phone", text: "07700 900123" }]),
    );
    expect(result.current.failed).toEqual([]);
    // The box's warning says it over the words, with Send anyway: no toast says "not sent" beside it.
    expect(said).not.toHaveBeenCalled();
  });

  it("says why in a toast when a personal-details refusal does not name what was found", async () => {
    const error = "This message seems to contain a phone number.";
    fakeServer(() => ({ status: 422, body: { error, code: "personal-details" } }));
    const giveBack = vi.fn(() => true);
    const { result } = openChat(giveBack);
    act(() => void result.current.send("call me on 07700 900123"));
    expect(await screen.findByText("Message not sent")).toBeTruthy();
    expect(screen.getByText(error)).toBeTruthy();
    expect(giveBack).toHaveBeenCalledWith("call me on 07700 900123", undefined);
    expect(result.current.failed).toEqual([]);
  });

  it("does not say again why words the box itself marks as abuse were refused: the box says it", async () => {
    messageServer();
    const said = vi.spyOn(toast, "error");
    const giveBack = vi.fn(() => true);
    const { result } = openChat(giveBack);
    act(() => void result.current.send("go kys"));
    await waitFor(() => expect(giveBack).toHaveBeenCalledWith("go kys", undefined));
    expect(result.current.pending).toEqual([]);
    expect(result.current.failed).toEqual([]);
    expect(said).not.toHaveBeenCalled();
  });

  it("still says why when the server refuses words the box found nothing wrong with", async () => {
    fakeServer(() => ({ status: 422, body: { error: "This message breaks a newer rule." } }));
    const giveBack = vi.fn(() => true);
    const { result } = openChat(giveBack);
    act(() => void result.current.send("go kys"));
    expect(await screen.findByText("This message breaks a newer rule.")).toBeTruthy();
    expect(screen.getByText("Message blocked")).toBeTruthy();
    expect(giveBack).toHaveBeenCalledWith("go kys", undefined);
    expect(result.current.failed).toEqual([]);
  });

  it("says why abuse was refused when its words could not go back into the box", async () => {
    messageServer();
    const { result } = openChat(() => false);
    act(() => void result.current.send("go kys"));
    expect(await screen.findByText("Message blocked")).toBeTruthy();
    expect(screen.getByText(HARASSMENT_REASON)).toBeTruthy();
    await waitFor(() =>
      expect(result.current.failed).toMatchObject([{ content: "go kys", reason: HARASSMENT_REASON }]),
    );
  });

  it("keeps them in view as not sent when the box holds newer words, and says so", async () => {
    messageServer();
    const { result } = openChat(() => false);
    act(() => void result.current.send("call me on 07700 900123"));
    await waitFor(() => expect(result.current.failed).toMatchObject([{ content: "call me on 07700 900123" }]));
    expect(result.current.failed[0]!.reason).toMatch(/^This message seems to contain a phone number\./);
    expect(await screen.findByText("Message not sent")).toBeTruthy();
  });

  it("keeps nothing of a refused vibe or reaction, which are chosen again in a tap", async () => {
    fakeServer(() => ({ status: 409, body: { error: CHAT_ENDED } }));
    const giveBack = vi.fn(() => true);
    const { result } = openChat(giveBack);
    act(() => void result.current.send("hopeful", "vibe"));
    expect(await screen.findByText(CHAT_ENDED)).toBeTruthy();
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(result.current.failed).toEqual([]);
    expect(giveBack).not.toHaveBeenCalled();
  });

  it("does not take a message before the chat exists, and says so", async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    renderWithToasts(<></>);
    const { result } = renderHook(() => useDelivery(null, vi.fn()));
    let clientId: string | null = "";
    act(() => void (clientId = result.current.send("too early")));
    expect(clientId).toBeNull();
    expect(await screen.findByText("Cannot send message")).toBeTruthy();
    expect(result.current.pending).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("names the queued message, so that its crisis line can be known", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    messageServer();
    const { result } = openChat();
    let clientId: string | null = null;
    act(() => void (clientId = result.current.send("I've been saving up my pills")));
    expect(clientId).toBe(result.current.pending[0]!.clientId);
  });
});
