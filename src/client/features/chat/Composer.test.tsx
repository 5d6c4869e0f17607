// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { HARASSMENT_REASON } from "@shared/harassment";
import { LIMITS } from "@shared/limits";
import { BLOCKED_REASON } from "@shared/screening";
import { toast } from "@/lib/toast";
import type { ComposerHandle } from "./Composer";
import { PAUSE_BEFORE_MARKING_MS } from "./composer-check";
import { dismissToastsAfterEachTest, openComposer } from "./composer-testing";
import { TOO_LONG } from "./MessageLength";

dismissToastsAfterEachTest();

/**
 * Types `text` after what the box holds (or after `start`, replacing it), one change per letter, each
 * a render of its own; `afterEach` looks at the box after every letter. Synchronous, so that it runs
 * under a clock that moves only when the test says.
 */
function typeLetterByLetter(box: HTMLTextAreaElement, text: string, afterEach = () => {}, start = box.value) {
  act(() => void fireEvent.change(box, { target: { value: start } }));
  for (const letter of text) {
    act(() => void fireEvent.change(box, { target: { value: box.value + letter } }));
    afterEach();
  }
}

describe("the composer, as a person writes in it", () => {
  it("sends with Enter, empties the box and keeps the focus there", async () => {
    const { user, box, onSend, onTyping } = openComposer();
    await user.type(box, "Hello there{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Hello there", "text", undefined));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(box.value).toBe("");
    expect(document.activeElement).toBe(box);
    expect(onTyping).toHaveBeenCalled();
  });

  it("makes a new line with Shift+Enter and sends both lines with the button", async () => {
    const { user, box, send, onSend } = openComposer();
    await user.type(box, "first line{Shift>}{Enter}{/Shift}second line");
    expect(box.value).toBe("first line\nsecond line");
    expect(onSend).not.toHaveBeenCalled();
    await user.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("first line\nsecond line", "text", undefined));
  });

  it("sends nothing for an empty or blank message", async () => {
    const { user, box, send, onSend } = openComposer();
    expect(send.disabled).toBe(true);
    await user.type(box, "   {Enter}");
    expect(send.disabled).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("holds back the content filter's words with the product's texts, and sends nothing", async () => {
    const { user, box, send, onSend } = openComposer();
    await user.type(box, "this is so fucking hard");
    // Marked once the typing pauses, and only then is Send disabled: the reason shows with it.
    expect(await screen.findByText("Message blocked")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(BLOCKED_REASON)).toBeTruthy();
    expect(send.disabled).toBe(true);

    await user.keyboard("{Enter}");
    expect(await screen.findByText("Cannot send message")).toBeTruthy();
    expect(screen.getByText("Please remove inappropriate content before sending.")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe("this is so fucking hard");
  });

  it("never refuses crisis words: they are sent as written", async () => {
    const { user, box, onSend } = openComposer();
    await user.type(box, "I want to kill myself");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("I want to kill myself", "text", undefined));
    expect(box.value).toBe("");
    expect(box.getAttribute("aria-invalid")).toBe("false");
  });

  it("never tells someone typing crisis words, letter by letter, that they are inappropriate", async () => {
    const { user, box, send, onSend } = openComposer();
    // An earlier test's refusal may still be on screen (the toasts outlive a rendering): once the
    // toasts are in place, it is taken away.
    await screen.findByRole("region", { name: /Notifications/ });
    toast.dismiss("composer-refusal");
    await waitFor(() => expect(screen.queryByText(BLOCKED_REASON)).toBeNull());
    // The clock moves only when the test says: a keystroke never waits for a pause it did not make.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // Half-typed, "I want to kil…" holds the filter's words until "myself" makes it crisis language.
      typeLetterByLetter(box, "I want to kill myself", () => {
        expect(box.getAttribute("aria-invalid")).toBe("false");
        expect(screen.queryByText(BLOCKED_REASON)).toBeNull();
        // Nor greys out Send without a word: "I want to kil…" leaves it as it was.
        expect(send.disabled).toBe(false);
      });
      act(() => void vi.advanceTimersByTime(PAUSE_BEFORE_MARKING_MS));
      expect(box.getAttribute("aria-invalid")).toBe("false");
    } finally {
      vi.useRealTimers();
    }
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("I want to kill myself", "text", undefined));
    expect(screen.queryByText(BLOCKED_REASON)).toBeNull();
  });

  it("marks the filter's words once typing pauses, and takes the mark back as soon as they are fine", async () => {
    const { box, send } = openComposer();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      typeLetterByLetter(box, "this is so fucking");
      expect(box.getAttribute("aria-invalid")).toBe("false");
      expect(send.disabled).toBe(false);
      act(() => void vi.advanceTimersByTime(PAUSE_BEFORE_MARKING_MS));
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(send.disabled).toBe(true);
      // The same words still refused as the sentence goes on: the mark stays, with no pause.
      typeLetterByLetter(box, " hard", () => expect(box.getAttribute("aria-invalid")).toBe("true"));
      typeLetterByLetter(box, "", () => {}, "this is so hard");
      expect(box.getAttribute("aria-invalid")).toBe("false");
      expect(send.disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says at once why the filter's words are not sent when Send is pressed before they are marked", async () => {
    const { box, send, onSend } = openComposer();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      typeLetterByLetter(box, "this is so fucking");
      expect(box.getAttribute("aria-invalid")).toBe("false");
      act(() => void fireEvent.click(send));
      act(() => void fireEvent.click(send));
    } finally {
      // The pause never comes: what is said, is said by the press.
      vi.useRealTimers();
    }
    expect(await screen.findByText("Cannot send message")).toBeTruthy();
    // Pressed twice, said once.
    expect(screen.getAllByText("Cannot send message")).toHaveLength(1);
    expect(screen.getByText("Please remove inappropriate content before sending.")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe("this is so fucking");
  });

  it("marks abuse aimed at the other person, and keeps the words in the box after Enter", async () => {
    const { user, box, send, onSend } = openComposer();
    await user.type(box, "fuck you, idiot");
    expect(await screen.findByText("This message won't be sent")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(HARASSMENT_REASON)).toBeTruthy();
    // Refused words are never offered to be sent: Send is disabled once they are marked.
    expect(send.disabled).toBe(true);
    // Enter is handed to the server, which refuses it with the reason and counts it; nothing is lost here.
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("fuck you, idiot", "text", undefined));
    expect(box.value).toBe("fuck you, idiot");
  });
});

describe("the composer, for a person in crisis", () => {
  it("opens the help lines at once for crisis words, by its own screening, naming the message sent", async () => {
    const onSend = vi.fn(() => "client-7");
    const onCrisis = vi.fn();
    const { user, box } = openComposer({ onSend, onCrisis });
    // Offline or not: the composer does not wait for the server's crisis line.
    await user.type(box, "I've been saving up my pills{Enter}");
    await waitFor(() => expect(onCrisis).toHaveBeenCalledWith("client-7", "high"));
    expect(onSend).toHaveBeenCalledWith("I've been saving up my pills", "text", undefined);
    expect(box.value).toBe("");
  });

  it("opens nothing for everyday words, nor for an idiom", async () => {
    const onSend = vi.fn(() => "client-8");
    const onCrisis = vi.fn();
    const { user, box } = openComposer({ onSend, onCrisis });
    await user.type(box, "my boss is going to kill me{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("my boss is going to kill me", "text", undefined));
    expect(onCrisis).not.toHaveBeenCalled();
  });
});

describe("the composer, when a message does not go", () => {
  it("keeps the words in the box when the page does not take the message", async () => {
    const onSend = vi.fn(() => null);
    const { user, box } = openComposer({ onSend });
    await user.type(box, "are you there?{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("are you there?", "text", undefined));
    expect(box.value).toBe("are you there?");
  });

  it("takes a refused message's words back into the empty box, and never over newer typing", async () => {
    const composer = createRef<ComposerHandle>();
    const { user, box } = openComposer({ ref: composer });
    let taken = false;
    act(() => void (taken = composer.current!.giveBack("I just need someone to listen")));
    expect(taken).toBe(true);
    expect(box.value).toBe("I just need someone to listen");
    // Already there (words refused as abuse stay in the box): nothing to do.
    act(() => void (taken = composer.current!.giveBack("I just need someone to listen")));
    expect(taken).toBe(true);

    await user.clear(box);
    await user.type(box, "something newer");
    act(() => void (taken = composer.current!.giveBack("an older message")));
    expect(taken).toBe(false);
    expect(box.value).toBe("something newer");
  });

  it("keeps the words of a chat that closed readable and selectable, to copy, and sends nothing", async () => {
    const { user, box, send, onSend, update } = openComposer();
    await user.type(box, "I wanted to say thank you");
    update({ disabled: true });
    expect(box.value).toBe("I wanted to say thank you");
    expect(box.disabled).toBe(false);
    expect(box.readOnly).toBe(true);
    expect(send.disabled).toBe(true);
    act(() => void fireEvent.keyDown(box, { key: "Enter" }));
    await act(() => Promise.resolve());
    expect(onSend).not.toHaveBeenCalled();
    // A new chat: the same words, to send there.
    update({ disabled: false });
    expect(box.readOnly).toBe(false);
    expect(box.value).toBe("I wanted to say thank you");
  });

  it("is disabled when the chat takes no messages and the box holds no words", () => {
    const { box } = openComposer({ disabled: true });
    expect(box.disabled).toBe(true);
  });

  it("takes nothing back into a closed box: the words stay in the list, with Copy", () => {
    const composer = createRef<ComposerHandle>();
    const { box } = openComposer({ ref: composer, disabled: true });
    let taken = true;
    act(() => void (taken = composer.current!.giveBack("this chat ended as I wrote")));
    expect(taken).toBe(false);
    expect(box.value).toBe("");
  });
});

describe("the message box near its limit", () => {
  it("is described by the length line, and cuts nothing: no maxLength", () => {
    const { box } = openComposer();
    expect(box.maxLength).toBe(-1);
    const line = document.getElementById(box.getAttribute("aria-describedby")!);
    expect(line?.querySelector('[aria-live="polite"]')).toBeTruthy();
  });

  it("takes a paste of 2,500 characters whole, says how far over it is, and sends once it fits", async () => {
    const { user, box, send, onSend } = openComposer();
    const pasted = "a".repeat(2_500);
    await user.click(box);
    await user.paste(pasted);
    expect(box.value).toBe(pasted);
    const line = document.getElementById(box.getAttribute("aria-describedby")!)!;
    expect(line.textContent).toContain(TOO_LONG);
    expect(line.textContent).toContain("500 characters over the 2,000 limit");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(send.hasAttribute("disabled")).toBe(true);

    // Enter sends nothing, and says why; the words stay, all of them.
    await user.keyboard("{Enter}");
    expect(await screen.findByText("500 characters over the 2,000 limit.")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe(pasted);

    // Shortened to the limit, it goes.
    act(() => void fireEvent.change(box, { target: { value: pasted.slice(0, LIMITS.messageMaxChars) } }));
    expect(line.textContent).not.toContain(TOO_LONG);
    expect(line.textContent).toContain("2,000 / 2,000");
    expect(send.hasAttribute("disabled")).toBe(false);
    await user.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("a".repeat(2_000), "text", undefined));
  });
});
