/**
 * The content filter of spec §5, enforced by the server on every message and mirrored by the
 * input for instant feedback. Built on obscenity's matcher, with word boundaries so that innocent
 * words that merely contain a listed one (skills, Essex, grapefruit, cocktail, Dickens, scrape,
 * therapist) pass, while spaced, punctuated, stretched and leetspeak spellings are caught.
 *
 * Crisis language ("I want to kill myself") also trips this filter; the server checks crisis.ts
 * first, so such a message becomes crisis support instead of a refusal.
 */
import {
  collapseDuplicatesTransformer,
  DataSet,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from "obscenity";

/**
 * The spec's list. Patterns are written as the text looks after duplicate letters are collapsed
 * ("kill" → "kil"), so "fuuuck" and "kiiill" match too. `|` marks a word boundary: `|kil` only at
 * the start of a word, `|dick|` only as a whole word.
 */
const BLOCKED: Record<string, string[]> = {
  suicide: ["suicid"],
  kill: ["|kil|", "|kils|", "|kiled|", "|kiling|", "|kiler|", "|kilers|"],
  idiot: ["|idiot"],
  fuck: ["fuck", "|fuk|", "|fck|"],
  porn: ["porn"],
  sex: ["|sex|", "|sexy|", "|sexting", "|sexual"],
  nude: ["|nude|", "|nudes|", "|nudity"],
  dick: ["|dick|", "|dicks|", "|dickhead"],
  cock: ["|cock|", "|cocks|"],
  horny: ["|horny"],
  rape: ["|rape|", "|rapes|", "|raped|", "|raping|", "|rapist"],
  molest: ["molest"],
  assault: ["|asault"],
  sexual: ["sexual"],
  inappropriate: ["inapropriat"],
  explicit: ["explicit"],
  vulgar: ["vulgar"],
};

const dataset = new DataSet<{ word: string }>();
for (const [word, patterns] of Object.entries(BLOCKED)) {
  dataset.addPhrase((phrase) => {
    let built = phrase.setMetadata({ word });
    for (const text of patterns) built = built.addPattern(parseRawPattern(text));
    return built;
  });
}

const matcher = new RegExpMatcher({
  ...dataset.build(),
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(),
    resolveLeetSpeakTransformer(),
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({ defaultThreshold: 1 }),
  ],
});

/**
 * Undoes the two disguises obscenity's word boundaries cannot see through on their own:
 * punctuation inside a word ("id-iot", "s.e.x") and a word spelled out letter by letter ("f u c k").
 */
export function unmask(text: string): string {
  return (
    text
      .normalize("NFKC")
      // Leetspeak reads "!" as "i" ("d!ck"); at the end of a word it is only an exclamation.
      .replace(/!+(?![\p{L}\d])/gu, " ")
      .replace(/(?<=[\p{L}\d])[.\-_*'’`~^+]+(?=[\p{L}\d])/gu, "")
      .replace(/(?<![\p{L}\d])(?:[\p{L}\d]\s+){2,}[\p{L}\d](?![\p{L}\d])/gu, (letters) => letters.replace(/\s+/g, ""))
  );
}

/** The listed words a text contains, as the spec names them. */
export function blockedWords(text: string): string[] {
  const found = matcher.getAllMatches(unmask(text)).map((match) => dataset.getPayloadWithPhraseMetadata(match));
  return [...new Set(found.map((payload) => payload.phraseMetadata!.word))];
}

export function isBlocked(text: string): boolean {
  return matcher.hasMatch(unmask(text));
}
