// @vitest-environment happy-dom
/**
 * Every refusal explains itself, every time: a second insult after a first (the same reason) gets
 * its toast as the first did, and while refused words are in the box, Send is disabled. A refused
 * send ends the typing the partner was shown: nothing will arrive to end it.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HARASSMENT_REASON } from "@shared/harassment";
import { BLOCKED_REASON } from "@shared/screening";
import { loadToasts } from "@/lib/toast";
import { PAUSE_BEFORE_MARKING_MS } from "./composer-check";
import { dismissToastsAfterEachTest, openComposer } from "./composer-testing";
import { REFUSAL_TOAST } from "./use-refusal-toast";

dismissToastsAfterEachTest();

/** The toasts showing now, once the library has caught up. */
async function toastsGone() {
  (await loadToasts()).toast.dismiss();
  await waitFor(() => expect(screen.queryByText(HARASSMENT_REASON)).toBeNull());
}

describe("the composer, refusing a second message for the same reason", () => {
  it("explains the second insult with its own toast, and keeps Send disabled", async () => {
    const { user, box, send, onSend } = openComposer();
    await user.type(box, "you are pathetic, shut up");
    expect(await screen.findByText(HARASSMENT_REASON)).toBeTruthy();
    expect(send.disabled).toBe(true);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    // The toast has gone (timed out, or closed) by the time the person writes the next one.
    await toastsGone();

    // The box's words replaced at once (a paste, a select-all and type): the same reason holds.
    act(() => void fireEvent.change(box, { target: { value: "you stupid bitch" } }));
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(send.disabled).toBe(true);
    expect(send.className).toContain("disabled:bg-slate-300");
    // Settled on, the new words are explained.
    expect(await screen.findByText("This message won't be sent")).toBeTruthy();
    expect(screen.getByText(HARASSMENT_REASON)).toBeTruthy();
  });

  it("says why again at every Enter on refused words, however long ago they were marked", async () => {
    const { user, box, onSend } = openComposer();
    await user.type(box, "you stupid bitch");
    expect(await screen.findByText(HARASSMENT_REASON)).toBeTruthy();
    await toastsGone();

    await user.keyboard("{Enter}");
    expect(await screen.findByText(HARASSMENT_REASON)).toBeTruthy();
    // Still handed to the server, which refuses it and counts the attempt toward an automatic report.
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("you stupid bitch", "text", undefined));
    expect(box.value).toBe("you stupid bitch");
    await toastsGone();

    await user.keyboard("{Enter}");
    expect(await screen.findByText(HARASSMENT_REASON)).toBeTruthy();
    expect(screen.getAllByText("This message won't be sent")).toHaveLength(1);
  });

  it("marks a second filtered message after an insult, with the filter's own texts", async () => {
    const { user, box, send, onSend } = openComposer();
    await user.type(box, "you idiot");
    expect(await screen.findByText(HARASSMENT_REASON)).toBeTruthy();
    await user.clear(box);
    await user.type(box, "send me porn");
    expect(await screen.findByText("Message blocked")).toBeTruthy();
    expect(screen.getByText(BLOCKED_REASON)).toBeTruthy();
    expect(send.disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Cannot send message")).toBeTruthy();
    expect(screen.getByText("Please remove inappropriate content before sending.")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("does not say it again at every keystroke while the person goes on editing", async () => {
    const { box } = openComposer();
    const sonner = await loadToasts();
    const shown = vi.spyOn(sonner.toast, "error");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      act(() => void fireEvent.change(box, { target: { value: "you stupid bitch" } }));
      act(() => void vi.advanceTimersByTime(PAUSE_BEFORE_MARKING_MS));
      for (const letter of " and") act(() => void fireEvent.change(box, { target: { value: box.value + letter } }));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(shown.mock.calls[0]![1]).toMatchObject({ id: REFUSAL_TOAST, description: HARASSMENT_REASON });
    shown.mockRestore();
  });
});

describe("the composer, ending the typing the partner sees", () => {
  it("says typing ended when Enter is pressed on refused words, which never reach the partner", async () => {
    const { user, box, onTyping } = openComposer();
    await user.type(box, "you stupid bitch");
    expect(onTyping).toHaveBeenLastCalledWith(true);
    await user.keyboard("{Enter}");
    expect(onTyping).toHaveBeenLastCalledWith(false);

    await user.clear(box);
    await user.type(box, "send me porn");
    expect(await screen.findByText("Message blocked")).toBeTruthy();
    await user.keyboard("{Enter}");
    expect(onTyping).toHaveBeenLastCalledWith(false);
  });

  it("says typing ended when the person empties the box", async () => {
    const { user, box, onTyping } = openComposer();
    await user.type(box, "I was going to say");
    expect(onTyping).toHaveBeenLastCalledWith(true);
    await user.clear(box);
    expect(onTyping).toHaveBeenLastCalledWith(false);
  });
});
