/**
 * The words the crisis classifier reads, from the text as the rules read it (crisis.ts `readable`:
 * lowercase, slang spelled out, leetspeak undone, emoji as words, idioms cut out, " . " between
 * clauses), so that both layers see the same message. No NLP library: wink-nlp's English model
 * (about 3 MB) would outweigh the whole chat page, and a few suffixes cut off do what its lemmas
 * would for these words.
 */
import { NEGATION, personOf } from "../crisis-context.js";

export interface FeatureOptions {
  /** Word pairs within a clause, beside single words. */
  bigrams: boolean;
  /** How many words after a negation are marked "not_": "i dont want to die" → "not_want", "not_die". */
  negationScope: number;
  /** A feature for whom each clause is about: the first person it names, the writer or someone else. */
  person: boolean;
}

/** Inflections cut off, so that "pills" and "pill", "planned" and "planning" are one word. */
export const stem = (word: string): string =>
  word.length > 5 && word.endsWith("ing")
    ? word.slice(0, -3)
    : word.length > 4 && word.endsWith("ed")
      ? word.slice(0, -2)
      : word.length > 3 && word.endsWith("s")
        ? word.slice(0, -1)
        : word;

const negates = (word: string): boolean => NEGATION.test(` ${word} `);

const NEGATED = "not";
/** How a feature's parts are joined in its name. */
export const JOIN = "_";

const clauseWords = (clause: string): string[] => clause.split(" ").filter((word) => word && word !== ".");

/**
 * Each feature of a readable text, in order, as its parts: a word's root alone, "not" and the root
 * of a negated word ("not_want"), the roots of a word pair ("want_die"), and "@self" or "@other".
 * textFeatures joins them into names; the classifier's score looks them up without joining, so that
 * a message the model finds nothing in makes no strings for it (classify.ts).
 */
export function eachFeature(read: string, options: FeatureOptions, visit: (head: string, tail?: string) => void) {
  for (const clause of read.split(" . ")) {
    const words = clauseWords(clause);
    let negatedFor = 0;
    let subject: "self" | "other" | undefined;
    let previousRoot = "";
    words.forEach((word, index) => {
      subject ??= personOf(word);
      const root = stem(word);
      if (negatedFor > 0) visit(NEGATED, root);
      else visit(root);
      negatedFor = negates(word) ? options.negationScope : negatedFor - 1;
      if (options.bigrams && index > 0) visit(previousRoot, root);
      previousRoot = root;
    });
    if (options.person && subject) visit(`@${subject}`);
  }
}

/** The distinct features of a readable text, by name. */
export function textFeatures(read: string, options: FeatureOptions): string[] {
  const features = new Set<string>();
  eachFeature(read, options, (head, tail) => features.add(tail === undefined ? head : `${head}${JOIN}${tail}`));
  return [...features];
}
