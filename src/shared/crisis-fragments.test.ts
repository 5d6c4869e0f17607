/**
 * What a tester found missed in a matched chat (2026-11-30, sixteenth round), each category with its
 * look-alikes: a method and a time sent as fragments, pills kept said with how many, being done with
 * life said in pieces, worthlessness turned over and over; alone and across a person's messages.
 */
import { describe, expect, it } from "vitest";
import { assessCrisis, assessCrisisWindow, windowText } from "./crisis.js";

/** The window over messages as written, each read once as the server reads it. */
const windowOver = (texts: string[]) => assessCrisisWindow(texts.map(windowText));

describe("a method and a time sent as fragments", () => {
  it.each(["od tonight", "bridge. tonight.", "tonight. the bridge.", "rope. tonight.", "od on my meds tonight"])(
    "%s is a plan, the high tier",
    (text) => {
      expect(assessCrisis(text)).toMatchObject({ rule: "method-and-time-fragments", category: "plan", tier: "high" });
    },
  );

  it.each([
    "od on coffee",
    "gonna od on netflix tonight",
    "bridge tournament tonight",
    "playing bridge tonight, wish me luck",
    "pills tonight",
    "pills for my headache",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });

  it("is read across two messages, each too short to say it alone", () => {
    expect(assessCrisis("bridge.")).toBeNull();
    expect(windowOver(["bridge.", "tonight."])).toMatchObject({ category: "plan", tier: "high" });
    expect(windowOver(["od", "tonight"])).toMatchObject({ category: "plan", tier: "high" });
  });
});

describe("pills kept, said with how many", () => {
  it.each(["i have so many pills saved up", "ive got a lot of pills saved up", "ive been keeping my pills back"])(
    "%s is preparation, the high tier",
    (text) => {
      expect(assessCrisis(text)).toMatchObject({ category: "preparation", tier: "high" });
    },
  );

  it.each(["ive got a lot of pills saved up for my trip abroad", "i have so many pills to take every morning"])(
    "%s raises nothing",
    (text) => {
      expect(assessCrisis(text)).toBeNull();
    },
  );

  it("hears pills counted and then a time as a plan, though the first alone is ordinary", () => {
    expect(assessCrisis("i have a lot of pills")).toBeNull();
    expect(windowOver(["i have a lot of pills", "tonight"])).toMatchObject({
      rule: "window-means-then-timing",
      category: "plan",
      tier: "high",
    });
  });
});

describe("done with life, said in pieces", () => {
  it.each(["im done. with everything. with life.", "i'm done, with everything, with living"])(
    "%s is a wish to be dead",
    (text) => {
      expect(assessCrisis(text)).toMatchObject({ category: "wish-to-be-dead", tier: "moderate" });
    },
  );

  it.each(["im done. with this job. with this boss.", "im done with life admin for today lol", "done with this job"])(
    "%s raises nothing",
    (text) => {
      expect(assessCrisis(text)).toBeNull();
    },
  );
});

describe("worthlessness turned over and over", () => {
  it.each([
    "i keep replaying every mistake, every night, im so tired of being me",
    "i cant stop thinking im worthless and nothing will change",
    "all i think about is how useless i am",
  ])("%s is a check-in", (text) => {
    expect(assessCrisis(text)).toMatchObject({ category: "burden", tier: "low" });
  });

  it.each([
    "i hate myself for eating the whole pizza",
    "i keep thinking about how useless i am at maths",
    "i'm so tired of being the only one who does the dishes",
    "i used to think i was worthless, therapy helped",
    "my friend keeps saying she's worthless, how do i help her",
    "this coupon is worthless",
  ])("%s raises nothing", (text) => {
    expect(assessCrisis(text)).toBeNull();
  });
});
