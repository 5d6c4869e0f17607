import { describe, expect, it } from "vitest";
import { CRISIS_PERSONA } from "../../../shared/personas.js";
import { findTheme, personaOf, THEMES } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import { check } from "../corpus/run.js";
import { line } from "../corpus/types.js";
import type { AiTurn } from "../provider.js";
import { alike, questionsIn, restates } from "./alike.js";
import { talk } from "./conversation-testing.js";
import { sayOnce, sentencesIn } from "./repeats.js";

describe("questions asked again in other words", () => {
  it("are alike when they ask the same thing", () => {
    expect(alike("What do you miss most, if you let yourself say it?", "What do you find yourself missing most?")).toBe(
      true,
    );
    expect(alike("What made it possible?", "What made it feel possible?")).toBe(true);
    expect(alike("What do you wish your family understood?", "What do you wish they had understood?")).toBe(true);
    expect(alike("What's been on your mind today?", "What else is on your mind?")).toBe(true);
    expect(
      alike(
        "What tends to visit your mind when the house goes quiet?",
        "What tends to be on your mind when you're lying awake?",
      ),
    ).toBe(true);
    expect(
      alike("What would you say to a friend who felt this way?", "Would you say the same to a friend who did this?"),
    ).toBe(true);
    expect(alike("Who would you tell first, if it weren't so late?", "Who would you tell first?")).toBe(true);
    // Open questions that name nothing in particular ask one thing, whatever time they are set in.
    expect(alike("What has today been like for you so far?", "What's been on your mind today?")).toBe(true);
    expect(alike("What's been going on?", "What else is on your mind?")).toBe(true);
    expect(
      alike("What would feel like a small comfort right now?", "What would bring even a little comfort today?"),
    ).toBe(true);
  });

  it("are not alike when they ask different things", () => {
    expect(alike("What would you need to hear right now?", "Who else needs to hear about this?")).toBe(false);
    expect(alike("What do you miss most?", "What would you change about work tomorrow, if you could?")).toBe(false);
    expect(
      alike("What would you like to remember about them?", "What's something about today you'd like to remember?"),
    ).toBe(false);
    expect(alike("What do you do when things go right?", "What's been going on?")).toBe(false);
    expect(
      alike(
        "What's one thing you could do for yourself right now?",
        "What's the one thing that feels heaviest right now?",
      ),
    ).toBe(false);
    // An "if" without a comma, or a "that" clause, is what the question asks.
    expect(
      alike(
        "What would it look like if this went a little better than you hope?",
        "What would the very first step look like?",
      ),
    ).toBe(false);
    expect(
      alike(
        "What's one thing that has stayed steady through all this?",
        "What's the one thing that feels heaviest right now?",
      ),
    ).toBe(false);
  });

  it("are never asked by the companion: in no room does the first reply ask again what the greeting asked", () => {
    const firstAnswers = [
      "hi",
      "I'm ok",
      "nothing much",
      "I don't know",
      "not great honestly",
      "my mind won't stop",
      "I can't sleep again",
      "work has been a lot",
      "my girlfriend left me last week",
      "I've been so hard on myself",
      "I feel lonely",
      "good news actually, I got the job!",
    ];
    for (const theme of THEMES) {
      const request = { persona: personaOf(theme), theme, vibes: [] };
      const greeting = builtinReply({ ...request, history: [], message: "" });
      expect(questionsIn(greeting), theme.id).not.toEqual([]);
      for (const message of firstAnswers) {
        const [reply] = talk(theme.id, [message], { greeted: true });
        for (const asked of questionsIn(reply!)) {
          for (const before of questionsIn(greeting)) {
            expect(alike(asked, before), `${theme.id}, "${message}": ${asked} / ${before}`).toBe(false);
          }
        }
      }
    }
  });

  it("leave the corpus check, which counts reworded questions, nothing to find in the heartbreak room", () => {
    const failures = check(findTheme("heartbreak-anonymous")!, [
      line("venting", "distressed", "my girlfriend left me last week"),
    ]);
    expect(failures).toEqual([]);
  });
});

describe("one thing said twice in a reply", () => {
  it("is two statements naming one feeling, or one held within the other", () => {
    expect(restates("Building something of your own can be a lonely road.", "That sounds really lonely.")).toBe(true);
    expect(restates("What a good thing to be grateful for.", "There's real gratitude in that.")).toBe(true);
    expect(restates("You're not alone in this conversation.", "You don't have to get through this moment alone.")).toBe(
      true,
    );
    expect(restates("Work has been asking a lot of you.", "That sounds exhausting.")).toBe(false);
    expect(restates("That's a real win, well done!", "You sound really pleased, and rightly so.")).toBe(false);
  });

  it("is not a question that builds on what was just said", () => {
    expect(
      restates("It sounds like there's a lot of worry in this.", "What is the worry telling you will happen?"),
    ).toBe(false);
    expect(sayOnce(["That sounds lonely.", "It sounds lonely, carrying all this.", "Who is around you?"])).toEqual([
      "That sounds lonely.",
      "Who is around you?",
    ]);
  });

  it("never happens in a reply, as in the founder's chat, nor in the Crisis Counselor's", () => {
    const theme = findTheme("entrepreneurial-journey")!;
    const reply = builtinReply({
      persona: personaOf(theme),
      theme,
      history: [],
      message: "running my startup alone is so lonely",
      vibes: [],
    });
    expect(reply.match(/lonely/g)).toHaveLength(1);
    const history: AiTurn[] = [];
    const lonely = ["I want to die", "no", "yes I'm safe", "I feel so alone", "I'm alone", "so alone", "alone", "idk"];
    for (const message of [...lonely, ...lonely.slice(3), ...lonely.slice(3)]) {
      const said = builtinReply({ persona: CRISIS_PERSONA, theme, history: [...history], message, vibes: [] });
      history.push({ role: "user", content: message }, { role: "assistant", content: said });
      const sentences = sentencesIn(said);
      sentences.forEach((sentence, i) => {
        for (const before of sentences.slice(0, i)) expect(restates(sentence, before), said).toBe(false);
      });
    }
  });
});
