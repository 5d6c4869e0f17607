/**
 * A person who tells a room's persona of harm done to them is believed, told it is not their
 * fault, shown where the lines for people hurt by someone are, and asked gently about their safety:
 * in every room, for every disclosure of the harm corpus's development part. The Crisis Counselor,
 * told of harm beside a crisis, names it too, and still asks first about safety.
 */
import { describe, expect, it } from "vitest";
import { DOMESTIC_ABUSE, SEXUAL_VIOLENCE } from "../../../shared/harm-corpus/development.js";
import { CATALOGUE, personaOf } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import { judgeReply } from "../reply-guard.js";
import { talk } from "./conversation-testing.js";

const rooms = CATALOGUE;

describe("the companion, told of harm done to the person", () => {
  it.each([...SEXUAL_VIOLENCE, ...DOMESTIC_ABUSE])("%s", (message) => {
    for (const theme of rooms) {
      const persona = personaOf(theme);
      const reply = builtinReply({ persona, theme, history: [], message, vibes: [] });
      const where = `${theme.id}: ${reply}`;
      expect(reply, where).toMatch(/not your fault|isn't your fault/);
      expect(reply, where).toContain("Help lines");
      expect(reply, where).toMatch(/safe|holding up/);
      // Nothing of what the words might otherwise be taken for: a break-up, a family quarrel.
      expect(reply, where).not.toMatch(/missing most|relationship|family understood/);
      expect(judgeReply(persona, reply), where).toBe("show");
    }
  });

  it("does not say the same sentences again when the person tells more", () => {
    const theme = rooms[0]!;
    const persona = personaOf(theme);
    const first = builtinReply({ persona, theme, history: [], message: "my husband hits me", vibes: [] });
    const second = builtinReply({
      persona,
      theme,
      history: [
        { role: "user", content: "my husband hits me" },
        { role: "assistant", content: first },
      ],
      message: "he choked me last night too",
      vibes: [],
    });
    expect(second).not.toBe(first);
    expect(second).toMatch(/fault/);
  });
});

describe("the Crisis Counselor, told of harm and of a crisis in one message", () => {
  it.each(["he hits me and I want to die", "my husband beats me, I just want to end it all"])("%s", (message) => {
    const reply = talk("today-was-too-much", [message], { crisis: true })[0]!;
    // Safety first: the direct question about suicide, and the lines.
    expect(reply).toContain("Are you thinking about ending your life?");
    expect(reply).toMatch(/help lines/i);
    // And the harm is named: not their fault, no one has the right to hurt them.
    expect(reply).toMatch(/not your fault|isn't your fault/);
    expect(reply).toMatch(/hurt/);
    expect(reply.indexOf("fault")).toBeLessThan(reply.indexOf("Are you thinking about ending your life?"));
  });

  it("names the harm once, not in every reply, and asks about safety when it is told again", () => {
    const replies = talk("today-was-too-much", ["he hits me and I want to die", "yes", "he hit me again tonight"], {
      crisis: true,
    });
    expect(replies[1]).not.toMatch(/fault/);
    // Told again, the harm is met with a question about safety.
    expect(replies[2]).toMatch(/safe[^.]*\?/);
    expect(replies.filter((reply) => /your fault/.test(reply)).length).toBeLessThanOrEqual(2);
  });
});
