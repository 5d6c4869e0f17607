import { describe, expect, it } from "vitest";
import { messageText, reactionOf, vibesOf } from "./gestures.js";

describe("messageText", () => {
  it("names a vibe message's vibes by the labels the chat shows, in their order", () => {
    expect(messageText({ kind: "vibe", content: "numb,anxious" })).toBe("😶 Numb, 😟 Anxious");
    expect(messageText({ kind: "vibe", content: "burnt-out" })).toBe("🪫 Burnt out");
  });

  it("names a reaction by its label", () => {
    expect(messageText({ kind: "reaction", content: "holding-space" })).toBe("🤲 Holding space for you");
  });

  it("leaves text as written, even text that looks like catalogue ids", () => {
    expect(messageText({ kind: "text", content: "numb,anxious" })).toBe("numb,anxious");
    expect(messageText({ kind: "text", content: "holding-space" })).toBe("holding-space");
  });

  it("shows ids the catalogue does not know as they are, rather than nothing", () => {
    expect(messageText({ kind: "vibe", content: "sleepy" })).toBe("sleepy");
    expect(messageText({ kind: "reaction", content: "hugs" })).toBe("hugs");
  });
});

describe("vibesOf and reactionOf", () => {
  it("give the catalogue entries", () => {
    expect(vibesOf("lonely, hopeful").map((vibe) => vibe.label)).toEqual(["Lonely", "Hopeful"]);
    expect(vibesOf("numb,numb")).toEqual([]);
    expect(reactionOf("love")?.label).toBe("Sending love");
    expect(reactionOf("nope")).toBeUndefined();
  });
});
