/**
 * Whether a person tells of harm done to them by someone else: sexual violence (rape, assault,
 * abuse in childhood, unwanted touching, drugging, coercion, image-based abuse) or abuse at home or
 * by a partner (violence, threats, fear, isolation, control, stalking). Such words pass every screen
 * — they are not abuse, nor always a crisis — and the person who writes them is offered the lines
 * that help after such harm (harm-support.ts), quietly, on their own screen only.
 *
 * Read as the crisis detector reads (crisis-text.ts: lowercase, disguises undone, repeated letters
 * collapsed); the rules are phrased from the categories of RAINN and the National Domestic Violence
 * Hotline and measured by the corpus in harm-corpus/ (development and held-out parts).
 */
import { normalise, phrase } from "./crisis-text.js";

/** The people who hurt, as a person names them: "my husband", "my stepdad", "my ex". */
const CLOSE =
  "(?:husband|wife|boyfriend|girlfriend|bf|gf|partner|spouse|fiance|fiancee|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmum|stepmother|parents?|brother|sister|uncle|aunt|grandpa|grandfather|cousin|son|daughter|family)";
const SOMEONE = `(?:he|she|they|someone|somebody|a (?:guy|man|woman|stranger|teacher|coach|priest)|my ${CLOSE}|my (?:boss|coach|teacher|friend|date|roommate|neighbou?r))`;
const HIT_NOW = "(?:hits|beats|slaps|punches|kicks|chokes|strangles|hurts|shoves|pushes|bites|burns)";
const HIT_PAST = "(?:hit|beat|beaten|slapped|punched|kicked|choked|strangled|hurt|shoved|pushed|bit|burned|burnt)";
const ME_OR_I = "(?:i|im|i am|ive|i have|ive been|i was|i got|i had been)";
/** Up to two words between who and what they did ("my ex always hit me"), none of them a no. */
const GAP = "(?: (?!(?:not|never|didnt|dont|doesnt|wont|wasnt|hasnt|wouldnt)\\b)\\w+){0,2}";

const RULES: RegExp[] = [
  // Sexual violence told of oneself: "I was raped", "I got sexually assaulted", "I'm a survivor of rape".
  phrase(
    `\\b${ME_OR_I} (?:been |being |got |was )?(?:raped|rped|date raped|sexually (?:assaulted|abused|harassed)|molested|groped|roofied|drugged|abused|assaulted)\\b`,
  ),
  phrase(`\\bsurvivor of (?:sexual (?:assault|abuse|violence)|rape|child abuse|abuse|domestic (?:violence|abuse))\\b`),
  // Someone did it to them: "he raped me", "my uncle molested me", "my coach abused me".
  phrase(
    `\\b${SOMEONE}${GAP} (?:raped|rapes|molested|molests|sexually (?:assaulted|abused|assaults|abuses)|groped|gropes|abused|abuses|assaulted|assaults|attacked|attacks) me\\b`,
  ),
  // Said the other way round: "I got hit by my dad", "I was beaten by my husband".
  phrase(
    `\\b${ME_OR_I} (?:being |been |got |was )?(?:hit|beaten|slapped|punched|kicked|choked|strangled|hurt|abused|attacked|threatened) by my ${CLOSE}\\b`,
  ),
  phrase(
    `\\b(?:touched|touches|touching|used to touch|grabbed|groped) me (?:without|when i|against|there|inappropriately)\\b`,
  ),
  phrase(`\\b${SOMEONE} used to touch me\\b`),
  phrase(`\\bforced (?:himself|herself|themselves) on me\\b`),
  phrase(
    `\\b(?:made|makes|forced|forces|pressured|pressures) me (?:into |to )?(?:have sex|sex|do (?:things|stuff|sexual))`,
  ),
  phrase(`\\bi said no (?:and|but) (?:he|she|they) (?:didnt|did not|wouldnt|would not|kept going|did it anyway)`),
  phrase(`\\b(?:spiked|drugged) my drink\\b`),
  phrase(`\\b(?:share|post|leak|send) my (?:nudes|pictures|pics|photos|videos)\\b`),
  // Abuse at home or by a partner: "my husband hits me", "he choked me", "she slaps me".
  phrase(`\\b${SOMEONE}${GAP} (?:${HIT_NOW}|${HIT_PAST}) me\\b(?! (?:up|at|in|to)\\b| into \\w+ing\\b)`),
  phrase(`\\b${SOMEONE} (?:beats|beat) me up\\b`),
  // Not "pushed me into trying out for the team": a push towards something to do is encouragement.
  phrase(`\\b(?:pushed|shoved|threw) me (?:down|into|against|onto|off|out)\\b(?! \\w+ing\\b)`),
  phrase(`\\bthrows? (?:things|stuff|plates|bottles) at me\\b`),
  phrase(`\\bbruises (?:from where|where|that) (?:he|she|they)\\b|\\b(?:he|she|they) (?:left|gave me) bruises\\b`),
  phrase(
    `\\b(?:im|i am) (?:in|stuck in|trapped in) an? abusive (?:relationship|marriage|home|household)\\b|\\bmy (?:relationship|marriage|home) is abusive\\b`,
  ),
  phrase(`\\bmy ${CLOSE} (?:is|are|has been|have been) (?:so |really |very )?(?:abusive|violent)\\b`),
  phrase(`\\b(?:im|i am|ive been) (?:being )?abused\\b|\\bvictim of (?:domestic|sexual) (?:violence|abuse)\\b`),
  // Fear and threats: "I'm scared of my husband", "he says he'll hurt me if I tell".
  phrase(
    `\\b(?:im|i am) (?:so |really )?(?:scared|afraid|terrified|frightened) of my ${CLOSE}\\b(?! (?:driving|cooking|singing|jokes))`,
  ),
  phrase(`\\b(?:scared|afraid|terrified) to go home\\b`),
  phrase(`\\bthreat(?:ens|ened) to (?:kill|hurt|beat|hit) me\\b`),
  phrase(`\\b(?:hel|shel|theyl|he wil|she wil|they wil|he would|she would) (?:kill|hurt|beat|hit) me if\\b`),
  // Isolation and control, the signs the hotlines name.
  phrase(
    `\\b(?:wont|doesnt|does not|will not) let me (?:see|leave|talk to|go out|have (?:friends|money|my own)|work)\\b`,
  ),
  phrase(`\\bcontrols? (?:all )?(?:of )?my (?:money|phone|bank|accounts?)\\b`),
  phrase(`\\blocks me (?:in|up|out)\\b`),
  phrase(`\\bnot allowed to (?:leave|go out|see my)\\b`),
  phrase(`\\b(?:keeps |is )?stalking me\\b`),
];

/**
 * The same words, said of play and of the senses: "hit me with a pillow", "hit me with the news",
 * "assaulted by the smell of the bins". Cut out before the rules read the text.
 */
const FIGURATIVE = phrase(
  "\\bhit me with (?:a|the|this|that|some|your) (?:pillow|cushion|snowball|water balloon|nerf|ball|news|question|truth|facts|joke|song|best shot)s?\\b|" +
    "\\b(?:assaulted|attacked) by (?:a|the|this|that) (?:smel|stench|noise|sound|music|light|lights|heat|cold|ads?|glare)\\b",
  "g",
);

/** A no just before: "he never hit me", "I wasn't raped". */
const NEGATED = phrase(`\\b(?:not|never|didnt|dont|doesnt|wasnt|isnt|hasnt|havent|no one|nobody) (?:\\w+ ){0,2}$`);

/** True when the text tells of sexual violence or abuse done to the writer. */
export function disclosesHarm(text: string): boolean {
  const words = normalise(text).replace(FIGURATIVE, " ");
  return RULES.some((rule) => {
    const found = rule.exec(words);
    if (!found) return false;
    const before = words.slice(0, found.index);
    const clause = before.slice(before.lastIndexOf(" . ") + 1);
    return !NEGATED.test(clause);
  });
}
