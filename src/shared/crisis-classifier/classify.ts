/**
 * The crisis classifier: a logistic regression over the words of a message (features.ts), trained
 * on the development part of the crisis corpus only (src/server/crisis/classifier-training.ts) and
 * committed as model.ts. It is the vaguest layer of the detector: crisis.ts asks it only when no rule
 * fired, it gives the low tier (a gentle check-in, which still opens crisis support), and it is held
 * to the rules' context — a story of the past, someone else's words or state, an ordinary goodbye, a
 * laughed-off everyday complaint raise nothing here either (crisis-context.ts, crisis-hyperbole.ts).
 */
import { matchesIn } from "../matches-in.js";
import { explainedByOccasion, readContext } from "../crisis-context.js";
import { readHyperbole } from "../crisis-hyperbole.js";
import type { CrisisCategory, CrisisSignal } from "../crisis-types.js";
import { eachFeature, type FeatureOptions, JOIN, stem, textFeatures } from "./features.js";

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

/** One feature of a model: an object of its own, so that it is counted once however often it occurs. */
type Feature = { weight: number };

/** A model's weights filed by the parts of their names (features.ts eachFeature): "want_die" under "want", "die". */
interface WeightsByParts {
  alone: Map<string, Feature>;
  joined: Map<string, Map<string, Feature>>;
}

const byParts = new WeakMap<ClassifierModel, WeightsByParts>();

function weightsByParts(model: ClassifierModel): WeightsByParts {
  let filed = byParts.get(model);
  if (filed) return filed;
  filed = { alone: new Map(), joined: new Map() };
  for (const [name, [weight]] of model.weights) {
    // A word's root holds letters only, so a name's first JOIN is where its parts meet.
    const at = name.indexOf(JOIN);
    if (at < 0) filed.alone.set(name, { weight });
    else {
      const head = name.slice(0, at);
      if (!filed.joined.has(head)) filed.joined.set(head, new Map());
      filed.joined.get(head)!.set(name.slice(at + JOIN.length), { weight });
    }
  }
  byParts.set(model, filed);
  return filed;
}

/** The features already counted in the score being summed. */
const counted: Feature[] = [];

/**
 * The probability that a readable text is crisis language, by the model alone: the bias and the
 * weights of its distinct features, summed in the order textFeatures lists them (so to the same
 * bit), looked up by their parts without making their names. Nearly every message reaches the
 * classifier (no rule fired) and holds few of its features: it allocated some 5 KB a message when
 * each pair's name was made and kept in a set.
 */
export function crisisProbability(model: ClassifierModel, read: string): number {
  const { alone, joined } = weightsByParts(model);
  let score = model.bias;
  counted.length = 0;
  eachFeature(read, model.options, (head, tail) => {
    const feature = tail === undefined ? alone.get(head) : joined.get(head)?.get(tail);
    if (feature === undefined || counted.includes(feature)) return;
    counted.push(feature);
    score += feature.weight;
  });
  return 1 / (1 + Math.exp(-score));
}

/** The category with the most weight among the message's features that point to crisis. */
function likeliestCategory(model: ClassifierModel, features: readonly string[]): CrisisCategory {
  const totals = CLASSIFIER_CATEGORIES.map(() => 0);
  for (const feature of features) {
    const [weight, category] = model.weights.get(feature) ?? [0, 0];
    if (weight > 0) totals[category]! += weight;
  }
  return CLASSIFIER_CATEGORIES[totals.indexOf(Math.max(...totals))]!;
}

/** A word of the normalised text, as the model's features read words. */
const WORD = /[a-z]+/g;

/**
 * Where the message's strongest crisis word is, so that its context is read as a rule's match
 * would be: the word whose own weight points most to crisis.
 */
function strongestWord(model: ClassifierModel, read: string): { start: number; end: number } | null {
  let best: { start: number; end: number; weight: number } | null = null;
  for (const match of matchesIn(read, WORD)) {
    const weight = model.weights.get(stem(match[0]))?.[0] ?? 0;
    if (weight > (best?.weight ?? 0)) best = { start: match.index, end: match.index + match[0].length, weight };
  }
  return best;
}

/** The classifier's signal for a readable text, or null: low tier, rule "classifier". */
export function classifierSignal(model: ClassifierModel, read: string): CrisisSignal | null {
  if (crisisProbability(model, read) < model.threshold) return null;
  const features = textFeatures(read, model.options);
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
