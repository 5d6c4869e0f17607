import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assessCrisis, readable } from "../crisis.js";
import { DEVELOPMENT } from "../crisis-corpus/development.js";
import {
  CLASSIFIER_CATEGORIES,
  type ClassifierModel,
  classifierSignal,
  crisisProbability,
  loadModel,
  storedModel,
} from "./classify.js";
import { CRISIS_CLASSIFIER_MODEL } from "./model.js";
import { textFeatures } from "./features.js";

/** A model of one word, so that what is tested is how a signal is read, not what was learnt. */
const VANISH: ClassifierModel = {
  options: { bigrams: false, negationScope: 0, person: false },
  bias: -2,
  threshold: 0.5,
  weights: new Map([["vanish", [4, CLASSIFIER_CATEGORIES.indexOf("farewell")]]]),
};

const signal = (text: string) => classifierSignal(VANISH, readable(text));

describe("the crisis classifier", () => {
  it("gives the low tier, with the category of its strongest words, under the rule name classifier", () => {
    expect(signal("i just want to vanish")).toEqual({ category: "farewell", tier: "low", rule: "classifier" });
  });

  it("is held to the rules' context: a story, someone else, an ordinary goodbye, a laughed-off complaint", () => {
    expect(signal("years ago i wanted to vanish")).toBeNull();
    expect(signal("my friend wants to vanish")).toBeNull();
    expect(signal("in the movie the hero wants to vanish")).toBeNull();
    expect(signal("i want to vanish on holiday for a week")).toBeNull();
    expect(signal("this lecture makes me want to vanish lol")).toBeNull();
  });

  it("stays below its threshold", () => {
    expect(signal("i want to go home")).toBeNull();
  });

  it("keeps its weights through the committed text", () => {
    expect(loadModel(storedModel(VANISH))).toEqual(VANISH);
  });
});

describe("the detector with the classifier", () => {
  it("adds a check-in where no rule fired", () => {
    expect(assessCrisis("everything would be quieter if i was gone")).toMatchObject({
      tier: "low",
      rule: "classifier",
    });
  });

  it("never lowers a rule's signal", () => {
    expect(assessCrisis("i want to jump")).toMatchObject({ rule: "jump-bare", tier: "high" });
  });

  it("is not asked of a message the rules read as an idiom", () => {
    expect(assessCrisis("I want to die my hair blue")).toBeNull();
  });
});

describe("the classifier's probability", () => {
  const model = loadModel(CRISIS_CLASSIFIER_MODEL);
  /** As it was first written: the features by name, each counted once, summed in their order. */
  const byNames = (read: string) => {
    let score = model.bias;
    for (const feature of textFeatures(read, model.options)) score += model.weights.get(feature)?.[0] ?? 0;
    return 1 / (1 + Math.exp(-score));
  };

  it("is the sum of its features' weights by name, to the bit, on the development corpus and texts of its own words", () => {
    const lines = DEVELOPMENT.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    const differ = lines.map(readable).filter((read) => crisisProbability(model, read) !== byNames(read));
    expect(differ).toEqual([]);
    // The model's own words and pairs, repeated, negated and in clauses: every kind of feature, many twice.
    const words = [...model.weights.keys()].flatMap((name) => name.replace(/^@/, "i ").split("_"));
    const text = fc
      .array(fc.constantFrom(...words, "not", "dont", ".", "i", "she", "never"), { maxLength: 30 })
      .map((parts) => readable(parts.join(" ")));
    fc.assert(
      fc.property(text, (read) => crisisProbability(model, read) === byNames(read)),
      { numRuns: 3_000 },
    );
  });
});
