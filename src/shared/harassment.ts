/**
 * Abuse aimed at the other person: telling them to harm themselves or wishing them dead ("go kys",
 * "you should die": harassment-death.ts), threats and harm wished ("i will find you", "i hope your
 * cat dies": harassment-threats.ts), insults and slurs addressed to them ("you stupid bitch", "what
 * an a$$hole": here), contempt for their body, life, family or grief ("your life is a joke":
 * harassment-contempt.ts), hate at who they are ("you people", "go back to your country":
 * harassment-hate.ts) and mocking their distress ("stop being so dramatic": harassment-mocking.ts).
 * Such a message is not delivered; the sender is told why (HARASSMENT_REASON). A sexual advance is
 * refused the same way with its own reason (harassment-sexual.ts). The rules' words are
 * harassment-words.ts.
 *
 * Only abuse with an addressee counts: an insult needs "you" (or "ur", "u", "what a …") right
 * before it, or must be the whole message ("loser!") or a name called last ("nobody asked, loser").
 * Venting about one's own life ("this is so hard", "my life is shit", "I feel like such an idiot",
 * "I was called a fag at school") is never caught. Crisis language ("I hate myself", "I want to
 * die") is screened before this and opens crisis support instead (screening.ts).
 *
 * Disguises are read as the content filter and crisis detection read them: spacing, in-word
 * punctuation and accents (unmask), leetspeak and stretched letters (crisis-text.ts normalise), and the
 * look-alike letters and spellings that obscenity's English dataset knows ("ｂｉｔｃｈ", "a$$hole"),
 * which are put back as the dataset's own word before the rules below are applied. Letters hidden
 * behind asterisks are read as the insult they fit ("tw*t", "a**hole": harassment-masks.ts), and a
 * spelled-out insult after "a" ("ur a p r i c k") as "a" and the word.
 *
 * What someone else said, reported ("people keep telling me to kys", "he yelled 'you're useless'"), is
 * the writer's hurt, not abuse: the clause after a reporting verb is not read, unless the writer
 * reports their own words ("I said …", "I'm telling you to …"), or passes on to the partner what
 * others say of them ("he said you're an idiot": harassment-reported.ts).
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { unmask } from "./content-filter.js";
import { normalise, occursIn, phrase } from "./crisis-text.js";
import { CONTEMPT_RULES } from "./harassment-contempt.js";
import { DEATH_RULES } from "./harassment-death.js";
import { HATE_RULES } from "./harassment-hate.js";
import { maskReader } from "./harassment-masks.js";
import { MOCKING_RULES } from "./harassment-mocking.js";
import {
  relayedToThePartner,
  reports,
  withoutDeniedEchoes,
  withoutQuotations,
  withoutReported,
} from "./harassment-reported.js";
import { SEXUAL_REASON, SEXUAL_RULES } from "./harassment-sexual.js";
import { THREAT_RULES } from "./harassment-threats.js";
import {
  aboutNoOneElse,
  addressed,
  ANIMAL,
  FILLER,
  IDENTITY,
  INSULT,
  INSULTING,
  INSULTING_ADJECTIVE,
  NAMED,
  NOT_A_VERDICT,
  NOT_AN_ANIMAL_LOVER,
  NOT_BELIEVED,
  NOT_INSULT_TAIL,
  VERDICT,
  YOU,
  YOU_ARE,
} from "./harassment-words.js";
import { prefilterOf } from "./matcher-prefilter.js";
import { wordGate } from "./required-words-gate.js";

export const HARASSMENT_REASON =
  "This message reads as abuse aimed at the other person, so it won't be sent. Kindred is a place to be kind: please say it another way.";

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
/** False only when no word of the dataset can occur in the text (matcher-prefilter.ts). */
const mayHoldProfanity = prefilterOf(profanity) ?? (() => true);

/** Each disguised word obscenity recognises ("ｂｉｔｃｈ", "a$$") is written as the dataset's word. */
function undisguised(text: string): string {
  const plain = unmask(text);
  // Most messages hold no word of the dataset, and the full matcher is the costly part of screening.
  if (!mayHoldProfanity(plain)) return plain;
  const matches = profanity.getAllMatches(plain, true);
  let result = "";
  let from = 0;
  for (const match of matches) {
    if (match.startIndex < from) continue;
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (!word) continue;
    result += plain.slice(from, match.startIndex) + word;
    from = match.endIndex + 1;
  }
  return result + plain.slice(from);
}

/** Words that make an insulting word stronger: "you're so fat", "ur literally useless". */
const VERY =
  "(?:so|such|really|just|fucking|fkn|literally|actually|genuinely|honestly|seriously|legit|truly|clearly|obviously)";

/** The worst of people, said to them: "you're the dumbest person i've ever met". */
const WORST_OF = `(?:(?:dumbest|stupidest|ugliest|fattest|lamest|creepiest|weirdest|saddest|worst|most (?:${INSULTING_ADJECTIVE}|boring|irritating|selfish)) (?:person|human|human being|guy|girl|man|woman|thing|creature|kid|individual|(?:${FILLER} )*${INSULT})|biggest (?:${FILLER} )*(?:${INSULT}|${VERDICT}))`;

/**
 * Their wits questioned: "are you stupid?", "r u slow or something". The milder words only with "or
 * something", since "are you deaf?" or "are you high?" may be asked in earnest.
 */
const DIM_QUESTION = `(?:stupid|dumb|thick|dense|retarded|braindead|brain dead|brainless|illiterate|brain damaged|mentally challenged|an idiot|a moron|a retard|an imbecile)(?: or (?:something|what))?|(?:slow|simple|special|deaf|blind|high|mental) or (?:something|what)`;

const INSULT_RULES: readonly string[] = [
  // Abuse addressed to them.
  `\\b(?:fuck|screw) (?:${YOU}|off)\\b`,
  "\\b(?:stfu|gtfo|shut the fuck up)\\b",
  `\\b${NOT_A_VERDICT}(?:${addressed(FILLER, `(?:${IDENTITY} )?${INSULT}`)}|${YOU} (?:${FILLER} )*(?:${IDENTITY} )?${INSULT})\\b`,
  // Milder names, only with an article or as "you …": "you're such a tool", "you absolute donkey".
  `\\b${NOT_A_VERDICT}(?:${YOU_ARE} (?:such |so |just |really |a |an |the |total |complete |absolute |utter )+|${YOU} )(?:${FILLER} )*(?:${IDENTITY} )?${NAMED}\\b`,
  `\\b${NOT_A_VERDICT}(?:${addressed(VERY, INSULTING)}|${YOU} (?:are|look|sound|seem) (?:${VERY} )*${INSULTING})\\b${NOT_INSULT_TAIL}`,
  `\\b${NOT_A_VERDICT}${YOU_ARE} (?:${VERY} |easily |by far )*the ${WORST_OF}\\b`,
  `(?:^ |\\. )(?:(?:lol|bro|omg|like|seriously|wtf|ffs|honestly) )*(?:are|r) ${YOU} (?:${VERY} |being )*(?:${DIM_QUESTION})\\b`,
  // Calling them a burden, the words a person in crisis says of themselves (crisis-rules).
  `\\b${NOT_A_VERDICT}(?:${YOU_ARE}) (?:such |just |only |nothing but |so much of )?a (?:${FILLER} )*(?:huge |massive |total |real )?burden\\b`,
  `\\b${NOT_A_VERDICT}(?:${addressed(FILLER, ANIMAL)}|${YOU} (?:${FILLER} )*${ANIMAL})\\b${NOT_AN_ANIMAL_LOVER}`,
  `^ (?:${FILLER} )*(?:stupid|dumb|fat|ugly|dirty|filthy|fucking|silly|lazy|disgusting|greedy) ${ANIMAL} (?:\\. )*$`,
  // "what an a$$hole", but not "what an idiot I am" nor "what a loser he is" (about someone else).
  aboutNoOneElse(`\\bwhat (?:a|an) (?:${FILLER} )*${INSULT}\\b(?! (?:i am|im|i was|i have been|i feel)\\b)`),
  // The whole message is the insult: "loser", "dumb bitch!".
  `^ (?:${FILLER} )*${INSULT} (?:\\. )*$`,
  // Contempt for their life and their family (more in harassment-contempt.ts).
  `\\b${NOT_BELIEVED}(?:everyone|everybody|the whole world|we all|they all) (?:hates|hate|despises|despise|is laughing at|are laughing at|laughs at|laugh at) ${YOU}\\b`,
  `\\bno wonder (?:(?:your|ur) (?:dad|father|mum|mom|mother|partner|husband|wife|boyfriend|girlfriend|ex|friends|family) (?:left|leave|hates|cheated|dumped)|(?:he|she|they) (?:left|cheated on|dumped|hates|hate) ${YOU}(?= \\.| *$))`,
  `\\b(?:${YOU} (?:have|got|ve got) no (?:friends|one|life) for a reason|no wonder (?:${YOU} (?:have no|dont have any|got no) (?:friends|one)|(?:nobody|no one|noone) (?:likes|loves|wants|talks to|cares about) ${YOU}))\\b`,
  // "your mum is a whore": the old insult to their mother, not "your ex sounds like a jerk" (siding with them).
  `\\b(?:your|ur|yo) (?:mum|mom|mother|momma|mama|sister) (?:is|was|s) (?:a |an )?(?:${FILLER} )*(?:whore|slut|hoe|skank)\\b`,
];

const RULES: RegExp[] = [
  ...DEATH_RULES,
  ...THREAT_RULES,
  ...INSULT_RULES,
  ...CONTEMPT_RULES,
  ...HATE_RULES,
  ...MOCKING_RULES,
].map((source) => phrase(source));
const SEXUAL: RegExp[] = SEXUAL_RULES.map((source) => phrase(source));

/**
 * The words people hide behind asterisks, for reading masked words: the insults, then swearing.
 * Not the plain words around them ("n*thing", "j*st"), which no one masks to be rude.
 */
const unstar = maskReader([
  ...(INSULT.match(/[a-z]+/g) ?? []),
  ...(ANIMAL.match(/[a-z]+/g) ?? []),
  ..."fuck fucker fucking fuckin motherfucker shit stupid dumb retarded damn bloody".split(" "),
]);

/** "f u c k u", which unmask joins into one word (the read above would also take "fuuu" for it). */
const SPELLED_FUCK_YOU = /\bf+u+c+k+(?:u+|y+o+u+|y+a+)\b/i;

/**
 * "aprick prick", as unmask reads "a p r i c k": it might be "a" and a word ("a prick") or one word
 * ("a m a z i n g"), and is read both ways; never as written, whose last word is an echo ("i feel
 * like a l o s e r" would end on "loser" as a name called).
 */
const SPELLED_AFTER_A = /\b([ai])([a-z]{2,}) \2\b/g;

/**
 * Which rules can match a reading, from its words (required-words.ts): every message is screened on
 * the server's one thread, and a message holds the words of few rules. Made at the first message.
 */
let rulesFor: ReturnType<typeof wordGate> | undefined;
let sexualFor: ReturnType<typeof wordGate> | undefined;

const anyMatches = (rules: RegExp[], gate: (text: string) => number[], reading: string): boolean =>
  gate(reading).some((index) => rules[index]!.test(reading));

/** Which reason `read` (a normalised text) gives to refuse it, also when spelled out after "a". */
function refusalOf(read: string): string | undefined {
  rulesFor ??= wordGate(RULES);
  sexualFor ??= wordGate(SEXUAL);
  const readings = occursIn(read, SPELLED_AFTER_A)
    ? [read.replace(SPELLED_AFTER_A, "$1$2"), read.replace(SPELLED_AFTER_A, "$1 $2")]
    : [read];
  if (readings.some((reading) => anyMatches(RULES, rulesFor!, reading))) return HARASSMENT_REASON;
  if (readings.some((reading) => anyMatches(SEXUAL, sexualFor!, reading))) return SEXUAL_REASON;
  return undefined;
}

/**
 * Why a message aimed at the other person is refused (HARASSMENT_REASON, or SEXUAL_REASON for a
 * sexual advance), or undefined when it is not.
 */
export function harassmentOf(text: string): string | undefined {
  const unstarred = unstar(withoutDeniedEchoes(text));
  if (SPELLED_FUCK_YOU.test(unmask(unstarred))) return HARASSMENT_REASON;
  const read = normalise(undisguised(unstarred));
  const refusal = refusalOf(withoutReported(read));
  if (refusal || !reports(read)) return refusal;
  // What others said, passed on about the partner: read without the words in quotation marks.
  const unquoted = withoutQuotations(unstarred);
  const readUnquoted = unquoted === unstarred ? read : normalise(undisguised(unquoted));
  return relayedToThePartner(readUnquoted).map(refusalOf).find(Boolean);
}
