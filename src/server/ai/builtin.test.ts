import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA, PERSONAS } from "../../shared/personas.js";
import { findTheme, personaOf } from "../../shared/themes.js";
import { builtinReply, createBuiltinProvider, keyWords } from "./builtin.js";
import type { AiRequest, AiTurn } from "./provider.js";
import { trimHistory } from "./service.js";

const lateNight = findTheme("late-night")!;
const ask = (message: string, history: AiTurn[] = [], extra: Partial<AiRequest> = {}): AiRequest => ({
  persona: personaOf(lateNight),
  theme: lateNight,
  history,
  message,
  vibes: [],
  ...extra,
});

describe("the builtin companion", () => {
  it("greets in the persona's voice and knows the room", () => {
    const greeting = builtinReply(ask(""));
    expect(greeting).toContain("I'm Luna, an AI companion here in Late Night Thoughts");
    expect(greeting.trim().endsWith("?")).toBe(true);
  });

  it("reflects the person's own words, hears a feeling, and asks exactly one question", () => {
    const reply = builtinReply(ask("@luna I feel so lonely since I moved to a new city. Nobody calls."));
    expect(reply).toContain("I feel so lonely since I moved to a new city");
    expect(reply).not.toContain("@luna");
    expect(reply).toMatch(/loneliness/);
    expect(reply.match(/\?/g)).toHaveLength(1);
  });

  it("remembers the chosen vibes", () => {
    expect(builtinReply(ask("hello", [], { vibes: ["Anxious", "Hopeful"] }))).toContain("anxious and hopeful");
  });

  it("asks questions from the room's theme", () => {
    const tinyWins = findTheme("tiny-wins")!;
    const reply = builtinReply(ask("I finally cleaned my room", [], { theme: tinyWins, persona: personaOf(tinyWins) }));
    const gentle = [
      "What is one small thing that went right today?",
      "Who would you love to share this with?",
      "How did it feel in your body when that happened?",
      "What would you like more of this week?",
      "What are you quietly proud of?",
    ];
    expect(gentle.some((question) => reply.endsWith(question))).toBe(true);
  });

  it("does not repeat itself within a conversation, and is deterministic", () => {
    const history: AiTurn[] = [];
    const replies: string[] = [];
    for (const message of ["I can't sleep", "I can't sleep", "I can't sleep", "I can't sleep"]) {
      const reply = builtinReply(ask(message, history));
      expect(builtinReply(ask(message, history))).toBe(reply);
      replies.push(reply);
      history.push({ role: "user", content: message }, { role: "assistant", content: reply });
    }
    expect(new Set(replies).size).toBe(replies.length);
  });

  it("in a crisis, points to people who can help now", () => {
    const reply = builtinReply(ask("I want to die", [], { persona: CRISIS_PERSONA }));
    expect(reply).toContain("988");
    expect(reply).toContain("116 123");
  });

  it("streams the reply in pieces that add up to the whole", async () => {
    const pieces: string[] = [];
    const text = await createBuiltinProvider().reply(ask("hi there"), (delta) => pieces.push(delta));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join("")).toBe(text);
  });

  it("quotes what was written around a handle without the gap it leaves", () => {
    expect(keyWords("hey @sage, I can't sleep again")).toBe("hey, I can't sleep again");
    expect(keyWords("@luna, what now?")).toBe("what now");
  });

  it("quotes at most twelve words of the first sentence", () => {
    expect(keyWords("one two three four five six seven eight nine ten eleven twelve thirteen. Second.")).toBe(
      "one two three four five six seven eight nine ten eleven twelve…",
    );
  });

  it("sends only the last ten turns to a model", () => {
    const turns: AiTurn[] = Array.from({ length: 25 }, (_, i) => ({ role: "user", content: `turn ${i}` }));
    expect(trimHistory(turns).map((t) => t.content)).toEqual(turns.slice(15).map((t) => t.content));
    expect(PERSONAS.kin.handle).toBe("@kin");
  });
});
