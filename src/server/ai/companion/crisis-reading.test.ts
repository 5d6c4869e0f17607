/**
 * The Crisis Counselor's reading of a message: a plan is intent with timing or a method, never a
 * time word or a means named in passing; "no" starts an answer of no, and a negated "I am", or an
 * "I am" that goes on about something else, is no answer of yes.
 */
import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA } from "../../../shared/personas.js";
import { findTheme } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiTurn } from "../provider.js";
import { ASKS_WHAT_TO_DO, answerOf, meansAtHand, tellsOfPlan } from "./crisis-reading.js";

function crisis(messages: string[]): string[] {
  const theme = findTheme("today-was-too-much")!;
  const history: AiTurn[] = [];
  return messages.map((message) => {
    const reply = builtinReply({ persona: CRISIS_PERSONA, theme, history: [...history], message, vibes: [] });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
    return reply;
  });
}

const EMERGENCY = /local emergency number|out of reach/;
const RELIEVED = /relieved you're safe/;

describe("a plan, as the Counselor reads it", () => {
  it("is not being alone tonight, nor a means or a time named in passing", () => {
    for (const message of [
      "I'm alone tonight",
      "it's going to be a long night tonight",
      "I forgot my pills today",
      "I don't have a plan",
      "I'm not going to do it tonight",
    ]) {
      expect(tellsOfPlan(message.toLowerCase()), message).toBe(false);
    }
    const [reply] = crisis(["I'm alone tonight"]);
    expect(reply).not.toMatch(EMERGENCY);
    expect(reply).toContain("Are you thinking about ending your life?");
  });

  it("is intent with timing, a method or means at hand", () => {
    for (const message of [
      "I'm going to do it tonight",
      "I'll do it tomorrow",
      "I have a plan",
      "I have the pills right here",
      "I took all my pills",
      "I'm standing on the bridge",
    ]) {
      expect(tellsOfPlan(message.toLowerCase()), message).toBe(true);
    }
    expect(crisis(["I'm going to do it tonight"])[0]).toMatch(EMERGENCY);
  });

  it("is a means named in answer to the question about means", () => {
    const replies = crisis(["I want to die", "yes", "pills"]);
    expect(replies[2]).toMatch(EMERGENCY);
  });
});

describe("yes and no, as the Counselor reads them", () => {
  it("hears 'I am not safe' and 'I don't feel safe' as not safe", () => {
    expect(answerOf("i am not safe", true)).toBe("no");
    expect(answerOf("i do not feel safe", true)).toBe("no");
    for (const answer of ["I am not safe", "I don't feel safe"]) {
      const replies = crisis(["I don't want to be here anymore", "no", answer]);
      expect(replies[1]).toContain("Are you safe right now?");
      expect(replies[2]).not.toMatch(RELIEVED);
      expect(replies[2]).toMatch(EMERGENCY);
    }
  });

  it("hears 'no one is home' as no answer of no", () => {
    expect(answerOf("no one is home", true)).toBeUndefined();
    expect(answerOf("no, no one is home", true)).toBe("no");
    const replies = crisis(["I don't want to be here anymore", "no", "no one is home"]);
    expect(replies[2]).not.toMatch(EMERGENCY);
  });

  it("hears an 'I am …' sentence about something else as no yes to being safe", () => {
    for (const answer of ["i am so tired of everything", "i am at home", "i am done with all of it"]) {
      expect(answerOf(answer, true), answer).toBeUndefined();
    }
    const replies = crisis(["I don't want to be here anymore", "no", "i am so tired of everything"]);
    expect(replies[1]).toContain("Are you safe right now?");
    expect(replies[2]).not.toMatch(RELIEVED);
    // Left unanswered, safety is asked again in other words.
    expect(replies[2]).toMatch(/safe[^.]*\?/);
  });

  it("still hears 'I'm not sure' about safety with caution, as not safe", () => {
    expect(answerOf("i'm not sure", true)).toBe("no");
  });

  it("still hears a plain yes, and safety said", () => {
    expect(answerOf("yeah", false)).toBe("yes");
    expect(answerOf("i am", false)).toBe("yes");
    expect(answerOf("i am, i think", true)).toBe("yes");
    expect(answerOf("i am safe", true)).toBe("yes");
    expect(answerOf("i am thinking about it", false)).toBe("yes");
    const replies = crisis(["I don't want to be here anymore", "no", "I'm safe"]);
    expect(replies[2]).toMatch(RELIEVED);
  });
});

describe("reluctance to call, as the Counselor reads it", () => {
  it("is not hopelessness: 'everything is pointless' is answered as pain, not as reluctance", () => {
    const replies = crisis(["hi", "everything is pointless"]);
    const reluctant = crisis(["hi", "calling is pointless"]);
    expect(reluctant[1]).toMatch(/text or a chat/);
    // Hopelessness is met with the direct question, asked once, or the next step: not a reply to reluctance.
    expect(replies[1]).not.toMatch(/Could you message someone you trust/);
  });
});

describe("what a stranger's test found the detector missed, as the Counselor reads it", () => {
  it.each(["whats the easiest way to die", "how many pills would it take", "im on the roof rn", "💊💊💊 tonight"])(
    "%s is a method or a plan: the emergency answer, never grief",
    (message) => {
      expect(tellsOfPlan(message)).toBe(true);
      const [reply] = crisis([message]);
      expect(reply).toMatch(EMERGENCY);
      expect(reply).not.toMatch(/miss|grief|loss/i);
    },
  );

  it.each(["i cant do this anymore", "i wish i wasn't born"])(
    "%s is asked about directly, with the lines",
    (message) => {
      expect(tellsOfPlan(message)).toBe(false);
      const [reply] = crisis([message]);
      expect(reply).toContain("Are you thinking about ending your life?");
      expect(reply).toMatch(/help lines/i);
    },
  );
});

describe("a means at hand, as the Counselor reads it", () => {
  it("is a means said to be had, kept or near, in any of its names", () => {
    for (const message of [
      "yes i have pills here",
      "there's a knife in my room",
      "i've got a bottle of tablets",
      "my dad keeps a gun in the closet",
      "the razors are next to me",
    ])
      expect(meansAtHand(message), message).toBe(true);
  });

  it("is not a means gone, missing or denied", () => {
    for (const message of [
      "i forgot my pills this morning",
      "i threw the pills away",
      "i don't have any pills",
      "my mum took the knives away",
      "i ran out of my meds",
    ])
      expect(meansAtHand(message), message).toBe(false);
  });
});

describe("asking what to do, as the Counselor reads it", () => {
  it("is asked in many words, and is not 'what i do for work'", () => {
    for (const message of ["what do i do", "what should i do now", "i dont know what to do", "tell me what to do"])
      expect(ASKS_WHAT_TO_DO.test(message), message).toBe(true);
    expect(ASKS_WHAT_TO_DO.test("i like what i do for work")).toBe(false);
  });
});
