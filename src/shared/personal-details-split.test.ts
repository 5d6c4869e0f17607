import { describe, expect, it } from "vitest";
import { withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { findPersonalDetails } from "./personal-details.js";
import { splitDetails, withPrevious } from "./personal-details-split.js";
import {
  SIXTEENTH_ROUND_SPLIT_FIND,
  SIXTEENTH_ROUND_SPLIT_PASS,
} from "./personal-details-corpus/split-sixteenth-round.js";
import { CAUTION_TEXT, cautionFor, personalDetailsRefusal } from "./personal-details-text.js";

describe("details split over messages", () => {
  // Found by a stranger's test: each part passed alone.
  const MUST_CATCH: readonly [string[], string, string][] = [
    [["07911"], "123456", "07911 123456"],
    [["my number is 07911"], "123456 text me", "07911 123456"],
    [["07911", "123"], "456", "07911 123 456"],
    [["0161"], "496 0000", "0161 496 0000"],
    [["janedoe"], "@gmail.com", "janedoe @gmail.com"],
    [["my snap is"], "janedoe99", "snap is janedoe99"],
    // A tester's trial: the parts said among a few words, which alone broke the number.
    [["ok my number starts 415", "then 867"], "and ends 5309", "415 867 5309"],
    // Joined as written since the eleventh round, "then" being a word between a number's parts.
    [["my number starts with 07911"], "then 123456", "07911 then 123456"],
    [["first bit is 415", "next 867"], "last 5309", "415 867 5309"],
    [["its 0161 496"], "then 0000 ok", "0161 496 then 0000"],
    // The sixteenth round's stranger's trial: a number begun in words, a gamertag after its platform.
    ...SIXTEENTH_ROUND_SPLIT_FIND,
  ];
  it.each(MUST_CATCH)("finds what %j completes with %j", (previous, text, whole) => {
    // The newest read as screening.ts reads it, through the cleaning step (withPrevious cleans the earlier).
    expect(withPrevious(previous, findPersonalDetails)(withoutInvisibleOrLookalikes(text))).toEqual([
      expect.objectContaining({ text: whole }),
    ]);
  });

  // A request cut in two ("whats ur" … "number") asks as plainly as one sent whole. Neither part asks
  // alone, so only the join holds it: a finder that reads joins for details only would let it through.
  const SPLIT_REQUESTS: readonly [string[], string, "contact-request" | "personal-request", string][] = [
    [["what's your"], "snap?", "contact-request", "what's your snap"],
    [["whats ur"], "number", "contact-request", "whats ur number"],
    [["add me on"], "insta", "contact-request", "add me on insta"],
    [["do you have"], "discord?", "contact-request", "do you have discord"],
    [["can you send me"], "a pic", "personal-request", "send me a pic"],
    [["where do you"], "live?", "personal-request", "where do you live"],
    [["are you home"], "alone?", "personal-request", "are you home alone"],
    [["what school"], "do you go to", "personal-request", "what school do you go to"],
    [["lets keep this"], "between us", "personal-request", "keep this between us"],
  ];
  it.each(SPLIT_REQUESTS)("holds the request %j completes with %j", (previous, text, kind, whole) => {
    expect(findPersonalDetails(text)).toEqual([]);
    expect(withPrevious(previous, findPersonalDetails)(text)).toEqual([{ kind, text: whole }]);
  });

  it("reads a join once where the writer's two previous messages end as the last one does", () => {
    const long = "i have been thinking about what you said earlier and i think you are right about it";
    const read: string[] = [];
    const counting = (text: string) => (read.push(text), findPersonalDetails(text));
    expect(splitDetails(["07911", long], "thanks for that", counting)).toEqual([]);
    expect(new Set(read).size).toBe(read.length);
  });

  // Numbers in ordinary talk across two messages, and details already sent (and decided) before.
  const MUST_PASS: readonly [string[], string][] = [
    [["I'm 25"], "and I have 3 kids"],
    [["it was 2019"], "2023 was worse"],
    [["I slept 4 hours"], "07:30 alarm"],
    [["I have 2 cats"], "and 1 dog"],
    [["call me on 07911 123456"], "ok?"],
    [["see you at 3:30"], "or 4"],
    // Ordinary numbers in short messages, in sequence: times, prices, ages, counts, years.
    [["i slept 4 hours", "woke at 3am"], "the course costs $249"],
    [["the course costs $249", "my sister is 34"], "i slept 4 hours"],
    [["my sister is 34"], "my shift starts at 7:30 and ends at 17:00"],
    [["woke at 3am", "my shift starts at 7:30 and ends at 17:00"], "the course costs $249"],
    [["we drove 415 miles", "then 867 more"], "and walked 5309 steps"],
    [["it was 2019", "then 2020"], "and 2021"],
    [["the course costs $415", "plus $867"], "and 5309 in total"],
    ...SIXTEENTH_ROUND_SPLIT_PASS,
  ];
  it.each(MUST_PASS)("lets %j then %j through", (previous, text) => {
    expect(withPrevious(previous, findPersonalDetails)(withoutInvisibleOrLookalikes(text))).toEqual([]);
  });

  it("reads only where the messages meet, and only the writer's last two", () => {
    const long = `07911 ${"and then we talked about everything for hours ".repeat(4)}`;
    expect(splitDetails([long], "123456", findPersonalDetails)).toEqual([]);
    expect(splitDetails(["07911", "hi", "there"], "123456", findPersonalDetails)).toEqual([]);
  });
});

describe("what the guard says", () => {
  it("tells one who asks why asking can frighten, and one who shares why sharing is a risk", () => {
    expect(personalDetailsRefusal(findPersonalDetails("whats ur snap?"))).toMatch(
      /^This message seems to contain a request for contact details\. Kindred is anonymous/,
    );
    expect(personalDetailsRefusal(findPersonalDetails("07911 123456"))).toMatch(/Sharing contact details/);
  });

  it("cautions the receiver about details first, and about a request where nothing is given", () => {
    expect(cautionFor([])).toBeNull();
    expect(cautionFor([{ kind: "contact-request" }])).toBe("request");
    expect(cautionFor([{ kind: "contact-request" }, { kind: "phone" }])).toBe("details");
    expect(CAUTION_TEXT.details).toBe(
      "This message holds contact details. Kindred is anonymous: you don't have to share yours, and you can report anything that feels wrong.",
    );
  });
});
