import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { personaOf, themeOrDefault } from "../../shared/themes.js";
import { judgeReply, mentionsMeans } from "./reply-guard.js";

const companion = personaOf(themeOrDefault(null));

describe("the check every persona reply passes", () => {
  it.each([
    "You could take an overdose of your sleeping pills.",
    "A lethal dose of paracetamol is lower than people think.",
    "How many pills would it take? Let's think about it.",
    "Some people tie a noose.",
    "Hanging yourself is not the answer.",
    "Don't cut your wrists.",
    "Jumping off a bridge would be quick.",
    "Stepping in front of a train is final.",
    "Carbon monoxide from the exhaust fumes.",
    "The easiest way to die is not something I will tell you.",
    "Put the gun to your head and think.",
  ])("sends the Crisis Counselor instead of a reply naming a means: %s", (reply) => {
    expect(mentionsMeans(reply)).toBe(true);
    expect(judgeReply(companion, reply)).toBe("counselor");
  });

  it.each([
    "That sounds like a long week. What helped you get through it?",
    "I'm glad you took your medication this morning as your doctor said.",
    "Catching the train home can be a nice moment to breathe.",
  ])("shows an ordinary or caring reply: %s", (reply) => {
    expect(judgeReply(companion, reply)).toBe("show");
  });

  it("shows the fallback line instead of a reply the shared screening refuses, from any persona", () => {
    expect(judgeReply(companion, "what an idiot")).toBe("fallback");
    expect(judgeReply(companion, "you stupid bitch")).toBe("fallback");
    expect(judgeReply(CRISIS_PERSONA, "what a loser")).toBe("fallback");
    expect(judgeReply(companion, "that sounds fucking hard")).toBe("fallback");
  });

  it("lets the Crisis Counselor speak of suicide, and hands any other persona's crisis words to it", () => {
    const counsel = "If you are thinking about suicide, please call or text 988 now.";
    expect(judgeReply(CRISIS_PERSONA, counsel)).toBe("show");
    expect(
      judgeReply(
        CRISIS_PERSONA,
        "I'm the Crisis Counselor, an AI companion, and I'm here with you right now. Please reach out to someone who can help tonight: call or text 988 in the US. Are you safe right now?",
      ),
    ).toBe("show");
    expect(judgeReply(companion, counsel)).toBe("counselor");
  });
});
