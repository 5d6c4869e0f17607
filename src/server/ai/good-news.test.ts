/**
 * Good news is answered as good news: never with sorrow, and a request to celebrate never with
 * ways to cope. Each row is a conversation; only the reply to its last message is checked.
 */
import { describe, expect, it } from "vitest";
import { SUGGESTIONS } from "./companion/suggestions.js";
import { understand } from "./companion/understand.js";
import { VOICES } from "./companion/voices.js";
import { CHEERFUL, SORROWFUL } from "./corpus/run.js";
import { talk as played } from "./companion/conversation-testing.js";

/** The replies of a conversation in a room, greeting first, as a waiting person meets them. */
const talk = (themeId: string, messages: string[]) => played(themeId, messages, { greeted: true });

const CELEBRATING = new Set(["share-the-news", "savour-it", "note-the-win"]);
const offered = (reply: string) => SUGGESTIONS.filter((s) => reply.includes(s.text)).map((s) => s.id);

const GOOD_NEWS: [room: string, conversation: string[]][] = [
  ["heartbreak-anonymous", ["I am not okay", "anyway I got a promotion today lol"]],
  ["burnout-zone", ["work has been brutal", "anyway, I passed my exam"]],
  ["burnout-zone", ["I am not okay", "anyway I passed my exam"]],
  ["late-night", ["I feel so alone", "haha ok"]],
  ["need-to-vent", ["I got promoted today"]],
  ["tiny-wins", ["I'm so stressed about finals", "update: I passed!!"]],
  ["tiny-wins", ["I did it!!! I finally finished my thesis", "my mom cried when I told her"]],
  [
    "tiny-wins",
    ["I did it!!! I finally finished my thesis", "thank you!!", "I cant believe it honestly", "my mom cried"],
  ],
  ["gratitude-flow", ["got the job and I literally cried tears of joy"]],
  ["late-night", ["I cried happy tears tonight"]],
  ["tiny-wins", ["I finally finished my thesis!", "my mom cried when I told her", "haha ok"]],
];

describe("good news", () => {
  it.each(GOOD_NEWS)("in %s, %j is never answered with sorrow or ways to cope", (room, conversation) => {
    const reply = talk(room, conversation).at(-1)!;
    expect(reply).not.toMatch(SORROWFUL);
    expect(offered(reply).filter((id) => !CELEBRATING.has(id))).toEqual([]);
  });

  it.each([
    ["tiny-wins", ["I did it!!! I finally finished my thesis", "my mom cried when I told her"]],
    ["need-to-vent", ["I got a promotion today"]],
    ["late-night", ["I passed my exams!"]],
  ])("in %s, after %j, 'what should I do to celebrate?' gets ways to celebrate", (room, before) => {
    const reply = talk(room, [...before, "what should I do to celebrate?"]).at(-1)!;
    expect(reply).not.toMatch(SORROWFUL);
    expect(offered(reply).length).toBeGreaterThan(0);
    expect(offered(reply).every((id) => CELEBRATING.has(id))).toBe(true);
  });

  it("keeps offering only ways to celebrate when asked again", () => {
    const replies = talk("tiny-wins", [
      "I finally finished my thesis!",
      "what should I do to celebrate?",
      "what else could I do to celebrate?",
    ]);
    for (const reply of replies.slice(1))
      expect(
        offered(reply).every((id) => CELEBRATING.has(id)),
        reply,
      ).toBe(true);
  });

  it.each([
    ["tiny-wins", "pip", ["I did it!!! I finally finished my thesis", "thank you!!", "I cant believe it honestly"]],
    ["need-to-vent", "rio", ["I got promoted today", "I can't believe it honestly"]],
    ["late-night", "luna", ["I passed my exams!", "wow. still can't believe I did it"]],
    ["gratitude-flow", "bloom", ["got the job!!", "is this real??"]],
  ] as const)("in %s, disbelief after good news is met as joy", (room, persona, conversation) => {
    const reply = talk(room, [...conversation]).at(-1)!;
    expect(reply).not.toMatch(SORROWFUL);
    expect(reply).not.toMatch(/supported|I can't answer that|I don't know for sure/);
    // Luna's daytime cheer and questions are hers too (focus.ts): "I passed my exams!" is not of the night.
    const { cheer, bright, focus } = VOICES[persona];
    const lines = [...cheer, ...bright, ...(focus?.elsewhere.cheer ?? []), ...(focus?.elsewhere.bright ?? [])];
    expect(
      lines.some((line) => reply.includes(line)),
      reply,
    ).toBe(true);
  });

  it("keeps disbelief after bad news, or naming a sorrow, as it is", () => {
    expect(talk("heartbreak-anonymous", ["my girlfriend left me", "I can't believe it honestly"]).at(-1)).not.toMatch(
      CHEERFUL,
    );
    expect(understand("I can't believe how tired I am").amazed).toBe(false);
  });

  it("reads 'anyway' as a change of subject, not a hedge", () => {
    expect(understand("anyway I got a promotion today").mood).toBe("positive");
    expect(understand("kind of nice, I guess").mood).toBe("neutral");
  });

  it("still hears crying as sorrow when nothing glad surrounds it", () => {
    expect(talk("heartbreak-anonymous", ["I cried all night"]).at(-1)).toMatch(SORROWFUL);
    expect(talk("tiny-wins", ["I passed!", "then I failed the next one", "I cried"]).at(-1)).toMatch(SORROWFUL);
  });

  it("still carries the hurt into a short answer that says no more", () => {
    const [, yeah] = talk("late-night", ["I feel so alone", "yeah"]);
    expect(yeah).toMatch(SORROWFUL);
  });
});
