import { describe, expect, it } from "vitest";
import { assessCrisisWindow, windowText, type WindowText } from "../../shared/crisis.js";
import { createCrisisWindow, type WindowMessage } from "./window.js";

/** A window whose database holds `stored` for every person, and whose clock the test moves. */
function windowWith(
  stored: WindowMessage<string>[] = [],
  options: { size?: number; spanMs?: number; capacity?: number } = {},
) {
  let now = 1_000_000;
  const loads: { chatId: string; senderId: string; beforeSeq: number; since: number; limit: number }[] = [];
  const window = createCrisisWindow<string>({
    ...options,
    now: () => now,
    async load(chatId, senderId, beforeSeq, since, limit) {
      loads.push({ chatId, senderId, beforeSeq, since: since.getTime(), limit });
      return stored.filter((m) => m.at >= since.getTime()).slice(-limit);
    },
  });
  return { window, loads, advance: (ms: number) => (now += ms), now: () => now };
}

describe("the conversation window", () => {
  it("reads the person's earlier messages once, then keeps the window in memory", async () => {
    const { window, loads } = windowWith([{ text: "earlier", at: 1_000_000 - 60_000 }]);
    expect(await window.add("chat", "ann", 7, "one")).toEqual(["earlier", "one"]);
    expect(await window.add("chat", "ann", 8, "two")).toEqual(["earlier", "one", "two"]);
    expect(loads).toEqual([{ chatId: "chat", senderId: "ann", beforeSeq: 7, since: 1_000_000 - 600_000, limit: 4 }]);
  });

  it("answers a person's recent messages without adding one, read once, for the personal-details guard", async () => {
    const { window, loads, advance } = windowWith([
      { text: "long ago", at: 1_000_000 - 300_000 },
      { text: "07911", at: 1_000_000 - 30_000 },
    ]);
    expect(await window.recent("chat", "ann", 120_000)).toEqual(["07911"]);
    // What it read is kept: the add() after it (the message stored) reads nothing more.
    expect(await window.add("chat", "ann", 9, "123456")).toEqual(["long ago", "07911", "123456"]);
    expect(loads).toHaveLength(1);
    advance(100_000);
    expect(await window.recent("chat", "ann", 120_000)).toEqual(["123456"]);
    expect(await window.recent("chat", "bob", 120_000)).toEqual([]);
  });

  it("keeps each person's messages in each chat apart", async () => {
    const { window } = windowWith();
    await window.add("chat", "ann", 1, "ann says");
    await window.add("chat", "bob", 2, "bob says");
    await window.add("other", "ann", 1, "ann elsewhere");
    expect(await window.add("chat", "ann", 3, "ann again")).toEqual(["ann says", "ann again"]);
  });

  it("holds the last five messages, oldest first", async () => {
    const { window } = windowWith();
    for (let i = 1; i <= 6; i++) await window.add("chat", "ann", i, `m${i}`);
    expect(await window.add("chat", "ann", 7, "m7")).toEqual(["m3", "m4", "m5", "m6", "m7"]);
  });

  it("holds a sentence sent word by word, which the detector reads joined", async () => {
    const window = createCrisisWindow<WindowText>({ load: async () => [] });
    const pieces = ["i", "want", "to", "die"];
    let held: WindowText[] = [];
    for (const [seq, piece] of pieces.entries()) held = await window.add("chat", "ann", seq + 1, windowText(piece));
    expect(held.map((text) => text.read.trim())).toEqual(pieces);
    expect(assessCrisisWindow(held)).toMatchObject({ category: "wish-to-be-dead", rule: "window-joined-want-to-die" });
  });

  it("holds means and then a time, sent apart", async () => {
    const window = createCrisisWindow<WindowText>({ load: async () => [] });
    await window.add("chat", "ann", 1, windowText("i have the pills"));
    const held = await window.add("chat", "ann", 2, windowText("tonight"));
    expect(assessCrisisWindow(held)).toMatchObject({ category: "plan", tier: "high" });
  });

  it("lets messages older than ten minutes go", async () => {
    const { window, advance } = windowWith();
    await window.add("chat", "ann", 1, "long ago");
    advance(10 * 60_000 + 1);
    expect(await window.add("chat", "ann", 2, "now")).toEqual(["now"]);
  });

  it("starts again once crisis mode has opened, so it does not fire twice on the same words", async () => {
    const { window, loads } = windowWith([{ text: "stored", at: 1_000_000 }]);
    await window.add("chat", "ann", 2, "one");
    window.clear("chat", "ann");
    expect(await window.add("chat", "ann", 3, "two")).toEqual(["two"]);
    expect(loads).toHaveLength(1);
  });

  it("starts again from the message that opened crisis mode, when it is given", async () => {
    const { window, loads } = windowWith([{ text: "stored", at: 1_000_000 }]);
    await window.add("chat", "ann", 2, "one");
    window.clear("chat", "ann", "opener");
    expect(await window.add("chat", "ann", 3, "two")).toEqual(["opener", "two"]);
    expect(loads).toHaveLength(1);
  });

  it("forgets the least recently written window beyond its capacity, and reads it again when needed", async () => {
    const { window, loads } = windowWith([], { capacity: 2 });
    await window.add("a", "ann", 1, "a1");
    await window.add("b", "ann", 1, "b1");
    await window.add("c", "ann", 1, "c1");
    expect(loads.map((l) => l.chatId)).toEqual(["a", "b", "c"]);
    await window.add("a", "ann", 2, "a2");
    expect(loads.map((l) => l.chatId)).toEqual(["a", "b", "c", "a"]);
  });

  it("forgets a window nobody wrote to for longer than its span, whatever its capacity", async () => {
    const { window, loads, advance } = windowWith([], { capacity: 10 });
    await window.add("a", "ann", 1, "a1");
    advance(10 * 60_000 + 1);
    await window.add("b", "bob", 1, "b1");
    // Forgotten when "b" was written: "a" is read again, and its old message is past the span.
    expect(await window.add("a", "ann", 2, "a2")).toEqual(["a2"]);
    expect(loads.map((l) => l.chatId)).toEqual(["a", "b", "a"]);
  });

  it("keeps a window that crisis mode cleared empty for its span, though others are written", async () => {
    const { window, loads, advance } = windowWith([{ text: "stored", at: 1_000_000 }]);
    await window.add("chat", "ann", 2, "one");
    advance(9 * 60_000);
    window.clear("chat", "ann");
    advance(9 * 60_000);
    await window.add("other", "bob", 1, "bob");
    expect(await window.add("chat", "ann", 3, "two")).toEqual(["two"]);
    expect(loads.map((l) => l.chatId)).toEqual(["chat", "other"]);
  });

  it("keeps a window for each of a crowd larger than its former bound of 5,000 writers", async () => {
    const { window, loads } = windowWith();
    for (let person = 0; person < 6_000; person++) await window.add("chat", `p${person}`, 1, "hello");
    for (let person = 0; person < 6_000; person++) await window.add("chat", `p${person}`, 2, "again");
    expect(loads).toHaveLength(6_000);
  });
});
