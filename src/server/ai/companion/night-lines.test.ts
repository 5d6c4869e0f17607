/**
 * No persona takes it for granted that it is night: Honey, Haven and the Crisis Counselor speak of
 * tonight, the evening or sleep only when the person has (as Luna does, room-focus.test.ts). Someone
 * writing at lunchtime is not asked what they could do for themselves "tonight".
 */
import { describe, expect, it } from "vitest";
import { talk } from "./conversation-testing.js";
import { sentencesIn } from "./repeats.js";

const NIGHT = /\b(?:night|tonight|evening|late|sleep|asleep|awake|this hour|dark)\b/i;
/** Every sentence of the replies that speaks of the night. */
const ofTheNight = (replies: string[]) => replies.flatMap(sentencesIn).filter((sentence) => NIGHT.test(sentence));

/** A long conversation that never says what time it is, so every line of the room comes round. */
const DAYTIME = [
  "I keep being so hard on myself",
  "I messed up at work again",
  "yeah",
  "I just never feel good enough",
  "idk",
  "it's a lot",
  "ok",
  "thanks",
  "yeah",
  "hmm",
  "I guess",
  "ok",
];

describe("a room persona, when the person has not spoken of the night", () => {
  it.each(["self-love-practice", "today-was-too-much"])("keeps the night out of %s", (room) => {
    expect(ofTheNight(talk(room, DAYTIME, { greeted: true }))).toEqual([]);
  });

  it("still speaks of the night when the person does", () => {
    const replies = talk("self-love-practice", [
      "I can't sleep, I keep going over everything I did wrong tonight",
      "I'm so hard on myself at night",
      "yeah, every night",
      "it's late and I'm still awake",
      "idk",
    ]);
    expect(ofTheNight(replies).length).toBeGreaterThan(0);
  });
});

describe("the Crisis Counselor, when the person has not spoken of the night", () => {
  const daytime = [
    "I don't want to be here anymore",
    "yes",
    "no",
    "I'm alone",
    "I can't call anyone",
    "ok",
    "idk",
    "yeah",
    "I don't know",
    "ok",
    "still here",
    "ok",
  ];

  it("keeps the night out of every reply", () => {
    expect(ofTheNight(talk("today-was-too-much", daytime, { crisis: true }))).toEqual([]);
  });

  it("speaks of tonight once the person has", () => {
    const replies = talk("today-was-too-much", ["I'm alone tonight and I want to die", ...daytime.slice(1)], {
      crisis: true,
    });
    expect(ofTheNight(replies).length).toBeGreaterThan(0);
  });
});
