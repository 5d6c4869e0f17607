import { describe, expect, it } from "vitest";
import { findTheme, personaOf } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import { check } from "../corpus/run.js";
import { line } from "../corpus/types.js";
import { alike, questionsIn } from "./alike.js";

describe("questions asked again in other words", () => {
  it("are alike when they ask the same thing", () => {
    expect(alike("What do you miss most, if you let yourself say it?", "What do you find yourself missing most?")).toBe(
      true,
    );
    expect(alike("What made it possible?", "What made it feel possible?")).toBe(true);
    expect(alike("What do you wish your family understood?", "What do you wish they had understood?")).toBe(true);
  });

  it("are not alike when they ask different things", () => {
    expect(alike("What would you need to hear right now?", "Who else needs to hear about this?")).toBe(false);
    expect(alike("What do you miss most?", "What would you change about work tomorrow, if you could?")).toBe(false);
    expect(
      alike("What would you like to remember about them?", "What's something about today you'd like to remember?"),
    ).toBe(false);
  });

  it("are never asked by the companion: the heartbreak greeting's question is not asked again reworded", () => {
    const theme = findTheme("heartbreak-anonymous")!;
    const request = { persona: personaOf(theme), theme, vibes: [] };
    const greeting = builtinReply({ ...request, history: [], message: "" });
    const message = "my girlfriend left me last week";
    const reply = builtinReply({ ...request, history: [{ role: "assistant", content: greeting }], message });
    for (const asked of questionsIn(reply)) {
      for (const before of questionsIn(greeting)) expect(alike(asked, before), `${asked} / ${before}`).toBe(false);
    }
  });

  it("leave the corpus check, which counts reworded questions, nothing to find in the heartbreak room", () => {
    const failures = check(findTheme("heartbreak-anonymous")!, [
      line("venting", "distressed", "my girlfriend left me last week"),
    ]);
    expect(failures).toEqual([]);
  });
});
