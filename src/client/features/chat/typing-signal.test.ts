import { describe, expect, it } from "vitest";
import { typingSignal } from "./typing-signal.js";

describe("the typing signal", () => {
  it("goes out at most once a second, on the connection that joined the room", () => {
    let clock = 0;
    const signal = typingSignal(() => clock);
    signal.joined("socket-1:room-a");
    const sent = [0, 500, 1_000].filter((at) => {
      clock = at;
      return signal.typed("socket-1:room-a");
    });
    expect(sent).toEqual([0, 1_000]);
  });

  it("waits for the re-join after a reconnect, without spending the second on a signal the server would drop", () => {
    let clock = 0;
    const signal = typingSignal(() => clock);
    signal.joined("socket-1:room-a");
    expect(signal.typed("socket-2:room-a")).toBe(false);
    clock = 200;
    signal.joined("socket-2:room-a");
    expect(signal.typed("socket-2:room-a")).toBe(true);
  });

  it("says nothing before a join, nor in another room than the one joined", () => {
    const signal = typingSignal();
    expect(signal.typed("socket-1:room-a")).toBe(false);
    signal.joined("socket-1:room-a");
    expect(signal.typed("socket-1:room-b")).toBe(false);
  });

  it("says typing stopped only after a signal the partner may still show, and lets the next keystroke through at once", () => {
    let clock = 0;
    const signal = typingSignal(() => clock);
    signal.joined("socket-1:room-a");
    expect(signal.stopped("socket-1:room-a")).toBe(false); // nothing was said yet
    expect(signal.typed("socket-1:room-a")).toBe(true);
    clock = 300;
    expect(signal.stopped("socket-2:room-a")).toBe(false); // not the connection that said it
    expect(signal.stopped("socket-1:room-a")).toBe(true);
    expect(signal.stopped("socket-1:room-a")).toBe(false); // said once
    clock = 400;
    expect(signal.typed("socket-1:room-a")).toBe(true);
  });
});
