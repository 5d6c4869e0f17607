/**
 * The crisis classifier: a logistic regression over the words of a message (features.ts), trained
 * on the development part of the crisis corpus only (src/server/crisis/classifier-training.ts) and
 * committed as model.ts. It is the vaguest layer of the detector: crisis.ts asks it only when no rule
 * fired, it gives the low tier (a gentle check-in, which still opens crisis support), and it is held
 * to the rules' context — a story of the past, someone else's words or state, an ordinary goodbye, a
 * laughed-off everyday complaint raise nothing here either (crisis-context.ts, crisis-hyperbole.ts).
 */
import { explainedByOccasion, readContext } from "../crisis-context.js";
import { readHyperbole } from "../crisis-hyperbole.js";
import type { CrisisCategory, CrisisSignal } from "../crisis-types.js";
import { type FeatureOptions, stem, textFeatures } from "./features.js";

/** The order of categories in a model's weights. */
export const CLASSIFIER_CATEGORIES: readonly CrisisCategory[] = [
  "wish-to-be-dead",
  "active-ideation",
  "method",
  "plan",
  "preparation",
  "farewell",
  "burden",
  "self-harm",
];

export interface ClassifierModel {
  options: FeatureOptions;
  bias: number;
  /** The probability from which a message is read as crisis, chosen by cross-validation. */
  threshold: number;
  /**
   * Each feature's weight and, for a feature that points to crisis, the index in
   * CLASSIFIER_CATEGORIES of the category whose rows hold it most often.
   */
  weights: ReadonlyMap<string, readonly [number, number]>;
}

/** A model as committed (model.ts): its weights one feature a line, "feature weight category". */
export interface StoredModel extends Omit<ClassifierModel, "weights"> {
  weights: string;
}

export function storedModel(model: ClassifierModel): StoredModel {
  const lines = [...model.weights].map(([feature, [weight, category]]) => `${feature} ${weight} ${category}`);
  return { ...model, weights: `\n${lines.join("\n")}\n` };
}

export function loadModel(stored: StoredModel): ClassifierModel {
  const weights = new Map<string, readonly [number, number]>();
  for (const line of stored.weights.split("\n")) {
    const [feature, weight, category] = line.split(" ");
    if (feature) weights.set(feature, [Number(weight), Number(category)]);
  }
  return { ...stored, weights };
}

function probability(model: ClassifierModel, features: readonly string[]): number {
  let score = model.bias;
  for (const feature of features) score += model.weights.get(feature)?.[0] ?? 0;
  return 1 / (1 + Math.exp(-score));
}

/** The probability that a readable text is crisis language, by the model alone. */
export const crisisProbability = (model: ClassifierModel, read: string): number =>
  probability(model, textFeatures(read, model.options));

/** The category with the most weight among the message's features that point to crisis. */
function likeliestCategory(model: ClassifierModel, features: readonly string[]): CrisisCategory {
  const totals = CLASSIFIER_CATEGORIES.map(() => 0);
  for (const feature of features) {
    const [weight, category] = model.weights.get(feature) ?? [0, 0];
    if (weight > 0) totals[category]! += weight;
  }
  return CLASSIFIER_CATEGORIES[totals.indexOf(Math.max(...totals))]!;
}

/**
 * Where the message's strongest crisis word is, so that its context is read as a rule's match
 * would be: the word whose own weight points most to crisis.
 */
function strongestWord(model: ClassifierModel, read: string): { start: number; end: number } | null {
  let best: { start: number; end: number; weight: number } | null = null;
  for (const match of read.matchAll(/[a-z]+/g)) {
    const weight = model.weights.get(stem(match[0]))?.[0] ?? 0;
    if (weight > (best?.weight ?? 0)) best = { start: match.index, end: match.index + match[0].length, weight };
  }
  return best;
}

/** The classifier's signal for a readable text, or null: low tier, rule "classifier". */
export function classifierSignal(model: ClassifierModel, read: string): CrisisSignal | null {
  const features = textFeatures(read, model.options);
  if (probability(model, features) < model.threshold) return null;
  const category = likeliestCategory(model, features);
  if (explainedByOccasion("classifier", category, read)) return null;
  if (readHyperbole("classifier", read) === "none") return null;
  const word = strongestWord(model, read);
  if (word) {
    const context = readContext(read, word.start, word.end, false);
    if (context.story || context.otherPerson) return null;
  }
  return { category, tier: "low", rule: "classifier" };
}
