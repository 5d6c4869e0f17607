/**
 * Luna keeps late-night company, but her questions, her cheer and her company follow what the
 * person says: a day at work or a good day out is not answered with the night; sleeplessness
 * still gets her night.
 */
import { describe, expect, it } from "vitest";
import { questionsIn } from "./alike.js";
import { talk as played } from "./conversation-testing.js";
import { sentencesIn } from "./repeats.js";

/** Luna's room, from her greeting on. */
const talk = (messages: string[]) => played("late-night", messages, { greeted: true });

const NIGHT = /\b(?:nights?|tonight|late|sleep|awake|hour|house goes quiet|dark)\b/i;
/** Every sentence of the replies that speaks of the night. */
const ofTheNight = (replies: string[]) => replies.flatMap(sentencesIn).filter((sentence) => NIGHT.test(sentence));

describe("Luna's questions", () => {
  it("follow a daytime topic instead of the night", () => {
    const replies = talk([
      "work was awful today, I'm so stressed",
      "my manager keeps piling more on me",
      "I'm so frustrated with it all",
      "and my coworkers don't help at all",
      "I just feel stuck",
      "it's really hard",
      "idk",
    ]);
    const questions = replies.flatMap(questionsIn);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    for (const question of questions) expect(question).not.toMatch(NIGHT);
  });

  it("follow good news from the day", () => {
    const replies = talk([
      "I had a great day at the beach with my sister!",
      "we laughed so much",
      "and had ice cream",
      "honestly the best day in ages",
      "I'm so happy right now",
    ]);
    for (const question of replies.flatMap(questionsIn)) expect(question).not.toMatch(NIGHT);
  });

  it("still speak of the night when the person does", () => {
    const replies = talk(["I can't sleep again", "it's 3am and I'm just lying here", "yeah", "idk"]);
    expect(replies.flatMap(questionsIn).some((question) => NIGHT.test(question))).toBe(true);
  });

  it("welcome good news and keep company without the night, when the day is what was said", () => {
    // Good news brings her cheer, thanks her company, and shrugs her calm lines.
    const replies = talk([
      "I got the job!",
      "they want me to start on monday",
      "thank you",
      "my team threw me a little party",
      "thanks",
      "ok",
      "yeah",
      "ok",
    ]);
    expect(ofTheNight(replies)).toEqual([]);
  });

  it("still keep company in the night when the person speaks of it", () => {
    const replies = talk(["I can't sleep", "thanks", "ok", "ok", "yeah"]);
    expect(ofTheNight(replies).length).toBeGreaterThan(0);
  });
});
