/** The partner's age is weighed against Kindred's MINIMUM_AGE, not a fixed 18. */
import { describe, expect, it } from "vitest";
import { findTheme, personaOf } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";

const theme = findTheme("late-night")!;
const persona = personaOf(theme);
const inChat = (message: string, minimumAge?: number) =>
  builtinReply({
    persona,
    theme,
    history: [],
    vibes: [],
    matched: true,
    minimumAge,
    message: `${persona.handle} ${message}`,
  });
const REPORT = /choose Report in the chat's menu, with the reason "They seem to be too young for Kindred"/;

describe("a partner said to be under Kindred's minimum age", () => {
  it("is under it at 19 where Kindred admits people from 21", () => {
    expect(inChat("my match says she's 19, what should i do", 21)).toMatch(REPORT);
  });

  it("is not under it at 17 where Kindred admits people from 16", () => {
    expect(inChat("my match says she's 17, what should i do", 16)).not.toMatch(REPORT);
    expect(inChat("my match says she's 15, what should i do", 16)).toMatch(REPORT);
  });

  it("is read from words that say a child, whatever the age", () => {
    expect(inChat("i think my chat partner is still in middle school", 16)).toMatch(REPORT);
    expect(inChat("my chat partner is still in middle school")).toMatch(REPORT);
  });
});
