/**
 * Guilt and regret after a loss are heard as part of that grief, however many messages lie between;
 * regret with no loss is named as regret, and a plan that uses "should have" is none.
 */
import { describe, expect, it } from "vitest";
import { talk } from "./conversation-testing.js";
import { understand } from "./understand.js";

describe("regret", () => {
  it("is read from looking back at one's own doing, not from plans or other people's", () => {
    for (const message of [
      "i keep thinking i should have visited more",
      "if only i had called him that night",
      "i wish i'd told her how much she meant to me",
      "i feel so guilty",
      "i never got to say goodbye",
    ])
      expect(understand(message).feelings, message).toContain("regret");
    for (const message of ["we should have pizza tonight", "you should have seen his face", "i wish i had a dog"])
      expect(understand(message).feelings, message).not.toContain("regret");
  });

  it("after a loss, is answered as part of the grief, with the loss in view", () => {
    const [, , reply] = talk("existential", [
      "lost my best friend to cancer in the spring",
      "work's been ok",
      "i wish i'd told her how much she meant to me",
    ]);
    expect(reply).toMatch(/grief|loss/);
    expect(reply).toMatch(/guilt|regret|if only/i);
    expect(reply).not.toMatch(/work/);
  });

  it("with no loss, is named as regret and not as grief", () => {
    const [reply] = talk("burnout-zone", ["i should have started revising weeks ago"]);
    expect(reply).toMatch(/regret|looking back/i);
    expect(reply).not.toMatch(/grief|loss/);
  });
});
