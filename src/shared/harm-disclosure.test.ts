/**
 * The harm-disclosure corpus (harm-corpus/): every development line decided as labelled; the
 * held-out part, never read while the rules were written, measured and kept above a floor.
 */
import { describe, expect, it } from "vitest";
import * as development from "./harm-corpus/development.js";
import * as heldOut from "./harm-corpus/held-out.js";
import { disclosesHarm } from "./harm-disclosure.js";

type Part = typeof development;

function measure(part: Part) {
  const harm = [...part.SEXUAL_VIOLENCE, ...part.DOMESTIC_ABUSE];
  const found = harm.filter(disclosesHarm).length;
  const falseAlarms = part.PASSING.filter(disclosesHarm).length;
  return {
    recall: found / harm.length,
    falseAlarms: falseAlarms / part.PASSING.length,
    found,
    harm,
    falseAlarmCount: falseAlarms,
  };
}

describe("harm disclosure, development part", () => {
  it.each([...development.SEXUAL_VIOLENCE, ...development.DOMESTIC_ABUSE])("offers support: %s", (line) => {
    expect(disclosesHarm(line)).toBe(true);
  });
  it.each(development.PASSING)("passes: %s", (line) => {
    expect(disclosesHarm(line)).toBe(false);
  });
});

describe("harm disclosure, held-out part", () => {
  it("finds most disclosures it was not written from, and few false alarms", () => {
    const result = measure(heldOut);
    console.log(
      `harm disclosure held-out: recall ${(100 * result.recall).toFixed(1)} % (${result.found} / ${result.harm.length}), ` +
        `false alarms ${(100 * result.falseAlarms).toFixed(1)} % (${result.falseAlarmCount} / ${heldOut.PASSING.length})`,
    );
    // The floors are the measurement: 17 of 20 found and 1 false alarm of 16 on the first run; 18 and
    // 0 after the rules were widened from what people who tried Kindred wrote (development rows).
    expect(result.recall).toBeGreaterThanOrEqual(18 / 20);
    expect(result.falseAlarms).toBeLessThanOrEqual(0);
  });
});

describe("harm disclosure, what it does not read as harm", () => {
  it.each([
    "he never hit me, he's a sweetheart",
    "i wasn't raped, thank god, i got away",
    "no one has ever touched me without asking",
    "my friend was hurt by her ex",
    "",
  ])("%s", (line) => {
    expect(disclosesHarm(line)).toBe(false);
  });
});
