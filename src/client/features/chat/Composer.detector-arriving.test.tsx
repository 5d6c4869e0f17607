// @vitest-environment happy-dom
/**
 * The composer before the personal-details detector's chunk has arrived (the first message, a slow
 * network): a Send waits for it, and what is typed meanwhile is the person's next message, never
 * wiped by the one before it. The chunk arrives here only when a test opens the gate.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { dismissToastsAfterEachTest, openComposer } from "./composer-testing";

const chunk = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open: () => open() };
});

vi.mock("@shared/personal-details", async (original) => {
  await chunk.arrived;
  return original();
});

dismissToastsAfterEachTest();

const write = (box: HTMLTextAreaElement, words: string) =>
  act(() => void fireEvent.change(box, { target: { value: words } }));
const enter = (box: HTMLTextAreaElement) => act(() => void fireEvent.keyDown(box, { key: "Enter" }));

describe("the composer while the detector is still arriving", () => {
  it("sends the words Enter was pressed on, each once, and keeps what was typed after them", async () => {
    const onSend = vi.fn((_words: string, _kind: "text", _confirmation?: object): string | null => "a-client-id");
    const { box } = openComposer({ onSend });
    write(box, "my number is 07911");
    enter(box);
    enter(box); // pressed again on the same words: still one message
    write(box, "123456");
    enter(box);
    write(box, "123456 and you?");
    expect(onSend).not.toHaveBeenCalled();

    await act(async () => chunk.open());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls.map(([words]) => words)).toEqual(["my number is 07911", "123456"]);
    expect(box.value).toBe("123456 and you?");
    expect(screen.queryByRole("alertdialog")).toBeNull();

    // Arrived: the next Send is decided at once.
    write(box, "thank you for listening");
    enter(box);
    expect(onSend).toHaveBeenLastCalledWith("thank you for listening", "text", undefined);
    expect(box.value).toBe("");
  });
});
