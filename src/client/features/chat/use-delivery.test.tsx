// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { BLOCKED_REASON } from "@shared/screening";
import { fakeServer } from "@/testing/dom";
import {
  chatId,
  decide,
  leftInOutbox,
  messageServer,
  openChat,
  queued,
  resetDeliveryEachTest,
} from "./delivery-testing";
import { socket } from "./socket-testing";
import { useDelivery } from "./use-delivery";

vi.mock("socket.io-client", async () => ({ io: (await import("./socket-testing")).fakeIo }));

resetDeliveryEachTest();

describe("delivering a message over REST", () => {
  it("sends it with its client id, hands the stored message on and forgets it", async () => {
    const { calls } = messageServer();
    const { result, onStored } = openChat();
    act(() => void result.current.send("Hello there"));
    expect(result.current.pending.map((item) => item.content)).toEqual(["Hello there"]);

    const { clientId } = result.current.pending[0]!;

    await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        method: "POST",
        path: `/api/chats/${chatId}/messages`,
        body: { clientId, kind: "text", content: "Hello there" },
      },
    ]);
    expect(onStored.mock.calls[0]![0]).toMatchObject([{ content: "Hello there", clientId }]);
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(queued()).toEqual([]);
  });

  it("keeps it while the server cannot be reached, and sends it again with the same id", async () => {
    const { calls, reachable } = messageServer({ now: false });
    const { result, onStored } = openChat();
    act(() => void result.current.send("Are you still there?"));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(result.current.pending.map((item) => item.content)).toEqual(["Are you still there?"]);
    expect(queued().map((item) => item.content)).toEqual(["Are you still there?"]);

    reachable.now = true;
    // Tried again by itself after a pause (about a second the first time).
    await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(queued()).toEqual([]);
  });

  it("says in the server's words that a message waits while the server is failing, and keeps it", async () => {
    const calls = fakeServer(() => ({ status: 503, body: { error: "Kindred's database is away for a moment." } }));
    const { result, onStored } = openChat();
    act(() => void result.current.send("Hello"));
    expect(await screen.findByText("Message not sent yet")).toBeTruthy();
    expect(screen.getByText("Kindred's database is away for a moment.")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(result.current.pending).toHaveLength(1);
    expect(onStored).not.toHaveBeenCalled();
  });

  it("saves it locally when offline, sends nothing, and shows it again after a reload", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { calls } = messageServer();
    const first = openChat();
    act(() => void first.result.current.send("Written on the train"));
    expect(await screen.findByText("You're Offline")).toBeTruthy();
    expect(screen.getByText("Message saved locally. It will be sent when you're back online.")).toBeTruthy();
    expect(calls).toEqual([]);
    first.unmount();

    const reloaded = renderHook(() => useDelivery(chatId, vi.fn()));
    expect(reloaded.result.current.pending.map((item) => item.content)).toEqual(["Written on the train"]);
  });

  it("delivers a message the browser's full storage would not keep, held in the page meanwhile", async () => {
    const full = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    // Restored by hand: restoreAllMocks misses a spy on happy-dom's storage.
    onTestFinished(() => full.mockRestore());
    const { calls, reachable } = messageServer({ now: false });
    const { result, onStored } = openChat();
    act(() => void result.current.send("Still here?"));
    expect(result.current.pending.map((item) => item.content)).toEqual(["Still here?"]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(queued()).toEqual([]);

    reachable.now = true;
    await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(onStored.mock.calls[0]![0]).toMatchObject([{ content: "Still here?" }]);
    await waitFor(() => expect(result.current.pending).toEqual([]));
  });

  it("shows and sends what an earlier visit left in the outbox", async () => {
    const { calls } = messageServer();
    const earlier = leftInOutbox("Written yesterday");
    const { result, onStored } = openChat();
    expect(result.current.pending).toEqual([earlier]);
    act(() => result.current.flush());
    await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
    expect(calls[0]!.body).toEqual({ clientId: earlier.clientId, content: "Written yesterday" });
    await waitFor(() => expect(queued()).toEqual([]));
  });

  it("lets a refused message go and says why, in the server's words", async () => {
    messageServer();
    const { result, onStored } = openChat();
    act(() => void result.current.send("this is so fucking hard"));
    expect(await screen.findByText("Message blocked")).toBeTruthy();
    expect(screen.getByText(BLOCKED_REASON)).toBeTruthy();
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(queued()).toEqual([]);
    expect(onStored).not.toHaveBeenCalled();
  });

  it("carries the sender's Send anyway for personal details, and without it the server refuses", async () => {
    const { calls } = messageServer();
    const { result, onStored } = openChat();
    act(() => void result.current.send("call me on 07700 900123"));
    expect(await screen.findByText("Message not sent")).toBeTruthy();
    expect(screen.getByText(/^This message seems to contain a phone number\./)).toBeTruthy();

    act(() => void result.current.send("call me on 07700 900123", "text", { confirmedPersonalDetails: true }));
    await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
    expect(calls[1]!.body).toMatchObject({ content: "call me on 07700 900123", confirmedPersonalDetails: true });
  });
});

describe("delivering a message over the socket", () => {
  beforeEach(() => {
    socket.connected = true;
  });

  it("sends it with an acknowledgement when the socket is connected", async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    const sent: unknown[] = [];
    socket.answer = (event, payload) => {
      sent.push({ event, payload });
      const { status, body } = decide(payload);
      return status === 201 ? { ok: true, data: body } : { ok: false, status, ...(body as object) };
    };
    const { result, onStored } = openChat();
    act(() => void result.current.send("Over the socket"));
    await waitFor(() => expect(onStored).toHaveBeenCalledTimes(1));
    expect(sent).toMatchObject([{ event: "message:send", payload: { chatId, content: "Over the socket" } }]);
    expect(calls).toEqual([]);
    await waitFor(() => expect(result.current.pending).toEqual([]));
  });

  it("lets a message the server refuses by acknowledgement go, with the reason", async () => {
    fakeServer(() => ({ status: 500 }));
    socket.answer = (_, payload) => {
      const { status, body } = decide(payload);
      return { ok: false, status, ...(body as object) };
    };
    const { result } = openChat();
    act(() => void result.current.send("fuck you, idiot"));
    expect(await screen.findByText("Message blocked")).toBeTruthy();
    expect(screen.getByText(/reads as abuse aimed at the other person/)).toBeTruthy();
    await waitFor(() => expect(result.current.pending).toEqual([]));
  });

  it("gives personal details refused by acknowledgement back to the box with what was found", async () => {
    fakeServer(() => ({ status: 500 }));
    socket.answer = (_, payload) => {
      const { status, body } = decide(payload);
      return { ok: false, status, ...(body as object) };
    };
    const giveBack = vi.fn(() => true);
    const { result } = openChat(giveBack);
    act(() => void result.current.send("add me on insta @sunny_22"));
    await waitFor(() =>
      expect(giveBack).toHaveBeenCalledWith("add me on insta @sunny_22", [
        { kind: "handle", text: "add me on insta @sunny_22" },
      ]),
    );
    expect(result.current.failed).toEqual([]);
  });
});
