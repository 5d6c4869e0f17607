/**
 * The content filter of PRODUCT.md §5, enforced by the server on every message and AI reply and mirrored
 * by the message input for instant feedback.
 *
 * The original product's literal rule (PRODUCT.md §5, §11) (strip all whitespace, then look for the word anywhere) would block
 * "skills", "Essex", "grapefruit", "cocktail" and "Dickens", which PRODUCT.md §11 spares. So
 * short words count only as whole words or with their own endings, while spaced ("f u c k"),
 * punctuated ("id-iot", "s.e.x"), stretched ("fuuuck") and leetspeak ("s3x", "1d10t") spellings
 * are still caught. Consequences, on purpose:
 * - "as sex" is blocked (it contains the word sex); "is ex" and "Sussex" are not.
 * - A word split into chunks ("fu ck") is not caught: joining every pair of neighbouring words
 *   would bring back the Essex problem.
 *
 * Six of the original product's seventeen words name harm, not rudeness: suicide, kill, rape, molest, assault
 * and sexual. Kindred does not refuse them (HURT_WORDS, PRODUCT.md §11): people here must be able to
 * say what they feel and what was done to them ("please just kill me", "I lost my dad to suicide",
 * "I was sexually assaulted"), and a listener must be able to ask "are you thinking of killing
 * yourself?". Refusing them turned every message the crisis detector missed into "inappropriate".
 * Those words aimed at the other person ("I'll kill you", "go kill yourself") are abuse, and the
 * harassment screen refuses them (harassment.ts).
 */
import {
  collapseDuplicatesTransformer,
  DataSet,
  pattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
  type ParsedPattern,
} from "obscenity";
import { withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { prefilterOf } from "./matcher-prefilter.js";

/**
 * The words of PRODUCT.md §5 that are refused: eleven of the original's seventeen (HURT_WORDS below are the
 * other six). Patterns are written as the text reads after repeated letters are collapsed
 * ("assault" → "asault"), which is what lets "fuuuck" match. In obscenity's syntax `|` is a word
 * boundary and `[x]` an optional part.
 */
const BLOCKED: Record<string, ParsedPattern[]> = {
  // Short words hide inside innocent ones (Essex, Dickens, cocktail, thorny), so they count as
  // whole words with their inflections and agent nouns only.
  sex: [pattern`|sex[y]|`, pattern`|sexes|`, pattern`|sexier|`, pattern`|sexting|`],
  nude: [pattern`|nude[s]|`, pattern`|nudity|`],
  dick: [pattern`|dick[s]|`, pattern`|dickhead[s]|`],
  cock: [pattern`|cock[s]|`, pattern`|cocksucker[s]|`],
  horny: [pattern`|horny|`, pattern`|hornier|`],
  // Longer words sit inside no innocent word, so a prefix catches all their forms
  // (idiots, idiotic, inappropriately) ...
  idiot: [pattern`|idiot`],
  // ... or they are matched anywhere (motherfucker, pornography).
  fuck: [pattern`fuck`, pattern`|fuk[ing]|`, pattern`|fck[ing]|`],
  porn: [pattern`porn`],
  inappropriate: [pattern`inapropriat`],
  explicit: [pattern`explicit`],
  vulgar: [pattern`vulgar`],
};

/** PRODUCT.md §5's words of harm and hurt, which Kindred does not refuse (see the top of this file). */
export const HURT_WORDS = ["suicide", "kill", "rape", "molest", "assault", "sexual"] as const;

const dataset = new DataSet<{ word: string }>();
for (const [word, patterns] of Object.entries(BLOCKED)) {
  dataset.addPhrase((phrase) => patterns.reduce((built, p) => built.addPattern(p), phrase.setMetadata({ word })));
}

// obscenity's skipNonAlphabeticTransformer is left out on purpose: it would also skip spaces,
// erasing the word boundaries above ("is ex" would read "isex"). unmask() does that job instead.
const matcher = new RegExpMatcher({
  ...dataset.build(),
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(), // Cyrillic "ѕех", fullwidth "ｆｕｃｋ"
    resolveLeetSpeakTransformer(), // "s3x", "1d10t", "$ex"
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({ defaultThreshold: 1 }), // "fuuuck"
  ],
});
/** False only when none of the listed words can occur in the text (matcher-prefilter.ts). */
const mayBeBlocked = prefilterOf(matcher) ?? (() => true);

const lookAlike = resolveConfusablesTransformer();

/** One letter or digit between separators: the pieces of a word spelled out ("f u c k", "f. u. c. k."). */
const SPELLED_OUT = /(?<![\p{L}\d])(?:[\p{L}\d][\s.,:;_*~+/-]+){2,}[\p{L}\d](?![\p{L}\d])/gu;

/**
 * Undoes the disguises that obscenity's word boundaries cannot see through on their own. Exported
 * because crisis.ts reads text through the same eyes.
 */
export function unmask(text: string): string {
  // Screening a message unmasks it for harassment, which unmasks that result again (normalise),
  // then for crisis language and the filter: the last two texts are remembered, so that each is
  // unmasked once (mostly the same strings, so the comparisons are cheap).
  if (text === lastUnmasked.text) return lastUnmasked.unmasked;
  if (text === previousUnmasked.text) return previousUnmasked.unmasked;
  const unmasked = unmaskAnew(text);
  previousUnmasked = lastUnmasked;
  lastUnmasked = { text, unmasked };
  return unmasked;
}

let lastUnmasked = { text: "", unmasked: "" };
let previousUnmasked = lastUnmasked;

function unmaskAnew(text: string): string {
  return (
    withoutInvisibleOrLookalikes(text)
      // Accents ("fück") go.
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      // Look-alike letters of other scripts ("kіll" with a Cyrillic і, "ｋｙｓ").
      .replace(/\P{ASCII}/gu, (c) => String.fromCodePoint(lookAlike.transform(c.codePointAt(0)!) as number))
      // Leetspeak reads "!" as "i" and "(" as "c"; ending or opening a word they are punctuation,
      // otherwise "kill!" and "(sex)" would read "kili" and "csex".
      .replace(/!+(?![\p{L}\d])/gu, " ")
      .replace(/(?<![\p{L}\d])\(/gu, " ")
      // Punctuation inside a word: "id-iot", "s.e.x", "f*ck".
      .replace(/(?<=[\p{L}\d])[.\-_*'’`~^+]+(?=[\p{L}\d])/gu, "")
      .replace(SPELLED_OUT, (run) => {
        const word = run.replace(/[^\p{L}\d]/gu, "");
        // "you're a d i c k": the run may open with the one-letter word "a" or "I"; read it both ways.
        return /^[ai]/i.test(word) ? `${word} ${word.slice(1)}` : word;
      })
  );
}

/** The listed words a text contains, in order of appearance, named as PRODUCT.md §5 lists them. */
export function blockedWords(text: string): string[] {
  const found = matcher.getAllMatches(unmask(text), true).map((match) => dataset.getPayloadWithPhraseMetadata(match));
  return [...new Set(found.map((payload) => payload.phraseMetadata?.word ?? ""))];
}

export function isBlocked(text: string): boolean {
  const plain = unmask(text);
  return mayBeBlocked(plain) && matcher.hasMatch(plain);
}
