/**
 * Misreads a tester met in the chat: a time of night read as sleeplessness, a move that already
 * happened read as a plan, and being told "you're too much" read as overwhelm.
 */
import { describe, expect, it } from "vitest";
import { findTheme, personaOf } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiTurn } from "../provider.js";
import { understand } from "./understand.js";

function talk(themeId: string, messages: string[]): string[] {
  const theme = findTheme(themeId)!;
  const request = { persona: personaOf(theme), theme, vibes: [] };
  const history: AiTurn[] = [];
  return messages.map((message) => {
    const reply = builtinReply({ ...request, history: [...history], message });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
    return reply;
  });
}

describe("what a message is about", () => {
  it("hears loneliness at night as loneliness, not sleeplessness, and the next turn too", () => {
    expect(understand("idk. just feeling kind of lonely tonight").topics).not.toContain("sleep");
    expect(understand("everyone I know is asleep or busy").topics).not.toContain("sleep");
    const replies = talk("late-night", ["idk. just feeling kind of lonely tonight", "yeah"]);
    for (const reply of replies) expect(reply).not.toMatch(/sleep|lying awake/i);
    expect(replies[0]).toMatch(/lonely|on your own/);
  });

  it("still hears sleeplessness", () => {
    expect(understand("I can't fall asleep").topics).toContain("sleep");
    expect(understand("still awake at 3am").topics).toContain("sleep");
  });

  it("hears a move that already happened as no plan, and not knowing anyone as lonely", () => {
    const moved = understand("i moved to a new city three months ago and I still dont know anyone");
    expect(moved.topics).not.toContain("goals");
    expect(moved.feelings).toContain("lonely");
    const [reply] = talk("late-night", ["i moved to a new city three months ago and I still dont know anyone"]);
    expect(reply).not.toMatch(/change you'd like|make real|draws you/);
  });

  it("still hears a move that is wanted as a goal", () => {
    expect(understand("I want to move to Berlin next year").topics).toContain("goals");
    expect(understand("I'd love to move to the coast").topics).toContain("goals");
  });
});

describe("self-blame", () => {
  it("hears being told you are too much as self-critical, and all of it being too much as overwhelm", () => {
    expect(understand("she said I was too much").feelings).toEqual(["self-critical"]);
    expect(understand("I'm too needy").feelings).toEqual(["self-critical"]);
    expect(understand("it's all too much").feelings).toEqual(["overwhelmed"]);
  });

  it("hears agreeing with the verdict as self-blame", () => {
    const replies = talk("heartbreak-anonymous", ["she said I was too much", "maybe she was right"]);
    expect(replies[1]).toMatch(/hard on yourself|inner critic|say the same to a friend/);
    // Agreeing after good news is no self-blame.
    const glad = talk("tiny-wins", ["I passed my exam!", "maybe she was right"]);
    expect(glad[1]).not.toMatch(/hard on yourself|inner critic/);
  });
});
