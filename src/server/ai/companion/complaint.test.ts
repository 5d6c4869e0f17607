/**
 * Spoken to about itself: a complaint about its replies is owned and brought back to what the
 * person said, never shrugged at or defended; "are you a bot?" is answered honestly.
 */
import { describe, expect, it } from "vitest";
import { talk } from "./conversation-testing.js";
import { understand } from "./understand.js";

describe("a complaint about the companion", () => {
  it("is told apart from the person's own harsh words and from talk about life", () => {
    for (const message of [
      "@rio are you even listening",
      "you're not listening",
      "you aren't even listening to me",
      "that's not what i said",
      "you already asked that",
      "stop repeating yourself",
      "you sound like a robot",
      "this is useless",
    ])
      expect(understand(message).turn, message).toBe("complaint");
    for (const message of ["i'm useless", "this essay is useless", "my boss never listens", "are you a bot?"])
      expect(understand(message).turn, message).not.toBe("complaint");
  });

  it("owns the miss and goes back to what the person was talking about, in every kind of room", () => {
    for (const room of ["late-night", "tiny-wins", "entrepreneurial-journey"]) {
      const [, reply] = talk(room, ["my sister and I had a huge fight about money", "you're not listening"]);
      expect(reply).toMatch(/sorry|you're right/i);
      expect(reply).toMatch(/your sister/);
      expect(reply).not.toMatch(/I can't answer|I am listening/i);
    }
  });

  it("says it is an AI when told it sounds like one, and opens the door when nothing was said yet", () => {
    const [robot] = talk("calm", ["you sound like a robot"]);
    expect(robot).toMatch(/\bAI\b|automated/);
    expect(robot).toMatch(/in your own words/);
  });
});

describe("asked whether it is real", () => {
  it("says it is an AI and that the person it finds will be real", () => {
    for (const question of ["are you a bot?", "are you real?"]) {
      const [reply] = talk("heartbreak-anonymous", [question]);
      expect(reply).toMatch(/\bAI\b/);
      expect(reply).toMatch(/real person/);
    }
  });
});
