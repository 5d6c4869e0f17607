/**
 * English text as lemmas with negation, through wink-nlp and its small English model (MIT,
 * runs offline). Lemmas let one lexicon entry match "worried", "worrying" and "worries";
 * negation tells "I can't sleep" and "I'm not okay" from "I slept" and "I'm okay".
 *
 * The model costs 0.3 to 1.3 s and 20 to 36 MB of heap to load (on a busy two-core machine), then
 * about 0.1 ms a message. It is loaded once, when the builtin provider is created at start-up, and
 * never when a model answers instead.
 */
import { createRequire } from "node:module";
import type winkNLP from "wink-nlp";
import type model from "wink-eng-lite-web-model";

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

/** Loads the model on first use (both packages are CommonJS, so `require` keeps this synchronous). */
export function loadNlp(): Nlp {
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const load = require("wink-nlp") as typeof winkNLP;
    nlp = load(require("wink-eng-lite-web-model") as typeof model, ["sbd", "negation", "sentiment", "pos"]);
  }
  return nlp;
}

const NEGATORS = new Set(["not", "no", "never", "without", "hardly", "barely"]);

export interface Word {
  /** Lowercase lemma: "racing" → "race", "can't" → "can" + "not". */
  lemma: string;
  /** Inside the scope of a negation ("not okay", "can't sleep"). */
  negated: boolean;
}

export interface ReadText {
  words: Word[];
  /** The lemmas joined by single spaces, padded with one on each side, for phrase patterns. */
  lemmas: string;
  /** wink's sentiment of the whole text, -1 (negative) to 1 (positive). */
  sentiment: number;
}

export function readText(text: string): ReadText {
  const nlp = loadNlp();
  const its = nlp.its;
  // wink reads the typographic apostrophe of phone keyboards as a word break.
  const doc = nlp.readDoc(text.replace(/[’‘]/g, "'"));
  const tokens = doc.tokens();
  // wink's typings give its.lemma an extra parameter that `out` does not accept; it is called the same way.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.normal).map((lemma) => lemma.toLowerCase());
  const flags = tokens.out(its.negationFlag) as unknown as boolean[];
  // wink's scope runs to the end of the clause ("I don't know why but I'm sad" would negate "sad");
  // a feeling word counts as negated only within three words of the "not".
  const near = (i: number) => lemmas.slice(Math.max(0, i - 3), i).some((lemma) => NEGATORS.has(lemma));
  return {
    words: lemmas.map((lemma, i) => ({ lemma, negated: Boolean(flags[i]) && near(i) })),
    lemmas: ` ${lemmas.join(" ")} `,
    sentiment: doc.out(its.sentiment) as unknown as number,
  };
}
