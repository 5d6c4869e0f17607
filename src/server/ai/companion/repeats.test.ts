/**
 * A persona never says a sentence again, word for word or reworded, within its last few replies,
 * however long the chat: the Crisis Counselor still comes back to safety and the help lines.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../shared/themes.js";
import { alike } from "./alike.js";
import { talk as played } from "./conversation-testing.js";
import { RECENT_REPLIES, sentencesIn } from "./repeats.js";

const talk = (themeId: string, messages: string[], crisis = false) => played(themeId, messages, { crisis });

/** Every sentence said again, or reworded, within RECENT_REPLIES replies of saying it. */
function repeats(replies: string[]): string[] {
  return replies.flatMap((reply, i) =>
    sentencesIn(reply).flatMap((sentence) =>
      replies.slice(Math.max(0, i - RECENT_REPLIES), i).flatMap((before, j) =>
        sentencesIn(before)
          .filter((earlier) => alike(sentence, earlier))
          .map(
            (earlier) => `reply ${i}: "${sentence}" after "${earlier}" ${i - Math.max(0, i - RECENT_REPLIES) - j} back`,
          ),
      ),
    ),
  );
}

/** A person in distress talking with the Counselor for a long time, mostly in a few words. */
const DISTRESS = [
  "I don't want to be here anymore",
  "yes",
  "no",
  "I'm alone",
  "I can't call anyone",
  "idk",
  "it's all too much",
  "I'm so tired",
  "nobody cares",
  "i just feel empty",
  "yeah",
  "no",
  "ok",
  "I don't know",
  "it hurts",
  "everything is pointless",
  "I'm tired of it all",
  "maybe",
  "i guess",
  "i'm still here",
  "no one would notice",
  "ok",
  "whatever",
  "idk",
  "hmm",
  "it's too much",
  "ok",
  "whatever",
  "idk",
  "hmm",
  "ok",
  "whatever",
  "idk",
  "i'm so alone",
  "ok",
  "hmm",
];

describe("no sentence again within the last few replies", () => {
  it("from the Crisis Counselor, through a long conversation with a person in distress", () => {
    const replies = talk("today-was-too-much", DISTRESS, true);
    expect(replies.length).toBeGreaterThanOrEqual(30);
    expect(repeats(replies)).toEqual([]);
    replies.forEach((reply) => expect(reply.trim()).not.toBe(""));
    // Once its first reply is past the last 50 messages it reads, it does not introduce itself again.
    expect(replies.filter((reply) => reply.includes("I'm the Crisis Counselor"))).toHaveLength(1);
  });

  it("while the Counselor still asks about safety every few replies, and brings back the help lines", () => {
    const replies = talk("today-was-too-much", DISTRESS, true);
    // After its emergency wording ("yes" to its first question), safety is asked as help on its way.
    const asksSafety = (reply: string) =>
      /\b(?:safe|hurt yourself|ending your life|with you|on (?:its|their) way|reach anyone|call anyone)\b[^.!?]*\?/.test(
        reply,
      );
    for (let i = 0; i + 4 <= replies.length; i++) {
      expect(replies.slice(i, i + 4).some(asksSafety), `replies ${i}–${i + 3}`).toBe(true);
    }
    for (let i = 0; i + 8 <= replies.length; i++) {
      expect(
        // Or, after the emergency wording, the emergency number.
        replies.slice(i, i + 8).some((reply) => /\b(?:lines?|emergency number)\b/.test(reply)),
        `replies ${i}–${i + 7}`,
      ).toBe(true);
    }
  });

  it("from every room's persona, to someone naming the same feelings again and again", () => {
    const feelings = ["I feel so alone", "nobody would care", "I'm so tired", "I'm exhausted of everything"];
    const messages = Array.from({ length: 32 }, (_, i) => feelings[i % feelings.length]!);
    for (const theme of CATALOGUE) expect(repeats(talk(theme.id, messages)), theme.id).toEqual([]);
  });

  it("even when someone asks the same thing again and again", () => {
    const asks = ["are you a bot?", "I want a real person", "is this working", "should I take melatonin?"];
    const replies = talk(
      "late-night",
      Array.from({ length: 24 }, (_, i) => asks[i % asks.length]!),
    );
    expect(repeats(replies)).toEqual([]);
    expect(replies[4]).toMatch(/\bAI\b/);
    expect(replies[5]).toMatch(/person/);
  });
});
