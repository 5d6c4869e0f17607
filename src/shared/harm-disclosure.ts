/**
 * Whether a person tells of harm done to them by someone else: sexual violence (rape, assault,
 * abuse in childhood, unwanted touching, drugging, coercion, grooming, trafficking, image-based
 * abuse) or abuse at home or by a partner (violence, threats, fear, isolation, control, stalking).
 * Such words pass every screen — they are not abuse, nor always a crisis — and the person who
 * writes them is offered the lines that help after such harm (harm-support-data.ts), quietly, on
 * their own screen only.
 *
 * Read as the crisis detector reads (crisis-text.ts: lowercase, disguises undone, hyphens and
 * apostrophes dropped, repeated letters collapsed); the rules are phrased from the categories of
 * RAINN and the National Domestic Violence Hotline and measured by the corpus in harm-corpus/
 * (development and held-out parts). Everyday uses of the same verbs are spared by what follows
 * them: "beat me at chess", "hit me up", "kicked me out of the group chat", "pushed me to apply",
 * "hurt me when he left".
 */
import { normalise, phrase } from "./crisis-text.js";

const PARTNER = "(?:ex ?)?(?:husband|husbnd|wife|boyfriend|boyfrend|girlfriend|bf|gf|partner|spouse|fiance|fiancee)";
const FAMILY =
  "(?:step ?)?(?:dad|father|mom|mum|mother|parents?|brother|sister)|uncle|aunt|grandpa|grandfather|grandma|cousin|son|daughter|family";
const OTHERS =
  "boss|manager|coworkers?|colleagues?|coach|teacher|tutor|friend|date|roommate|neighbou?r|landlord|pastor|priest|doctor";
/** The one who hurt, as a person names them: "he", "my husband", "my ex-boyfriend", "my coach". */
const PERSON = `(?:(?:he|she|they)(?:s|d|ve|re)?|someone|somebody|a (?:guy|man|woman|stranger|teacher|coach|priest)|my (?:ex|${PARTNER}|${FAMILY}|${OTHERS}))`;
/** Up to two words between who and what they did ("my ex always hit me"), none of them a no. */
const GAP = "(?: (?!(?:not|never|didnt|dont|doesnt|wont|wasnt|hasnt|wouldnt)\\b)\\w+){0,2}";
const by = (verbs: string, spared = "") =>
  phrase(`\\b${PERSON}${GAP} (?:${verbs}) me\\b${spared && `(?! (?:${spared}))`}`);

const SEXUAL_ACTS =
  "raped|rapes|rped|molested|molests|sexually (?:assaulted|asualted|abused|harassed|assaults|abuses|harasses)|groped|gropes|abused|abuses|assaulted|asualted|assaults|trafficked|groomed|grooms|drugged|roofied";
/** Done to the writer, told in the passive: "I was raped", "I got sexually assaulted", "got roofied". */
const PASSIVE = "(?:i (?:was|got|get|keep getting|have been|had been|am being|was being)|ive been|im being|got)";

const RULES: RegExp[] = [
  // Sexual violence.
  phrase(
    `\\b${PASSIVE} (?:raped|rped|date raped|sexually (?:assaulted|asualted|abused|harassed)|molested|molestd|groped|roofied|drugged|trafficked|groomed|abused|assaulted|asualted|beaten|stalked)\\b`,
  ),
  phrase(`\\bsurvivor of (?:sexual (?:assault|abuse|violence)|rape|child abuse|abuse|domestic (?:violence|abuse))\\b`),
  by(SEXUAL_ACTS),
  phrase(`\\b(?:touched|touches|touching|grabbed|groped) me (?:without|when i|against|there|inappropriately)\\b`),
  phrase(`\\b${PERSON}${GAP} (?:used to touch|touches|keeps touching) me\\b`),
  phrase(`\\bforced (?:himself|herself|themselves) on me\\b`),
  phrase(
    `\\b(?:made|makes|forced|forces|pressured|pressures|coerced|coerces|guilted|guilts|tricked) me (?:into |to )?(?:have sex|having sex|sex|sleep with|sleeping with|do (?:things|stuff|sexual))`,
  ),
  phrase(
    `\\b${PASSIVE} (?:forced|pressured|coerced|guilted|tricked|made) (?:into|to) (?:have sex|having sex|sex|sleep with|sleeping with|sexual)`,
  ),
  phrase(`\\bi (?:didnt|did not|never) consent\\b`),
  phrase(
    `\\bi (?:said|told (?:him|her|them)) (?:no|stop)(?: \\w+){0,3} +(?:and|\\.) +(?:he|she|they) (?:didnt|did not|wouldnt|would not|kept|did it anyway)`,
  ),
  phrase(
    `\\bi didnt want (?:it|to)(?: \\w+){0,3} +(?:and|\\.) +(?:he|she|they) (?:kept going|did it anyway|didnt stop|wouldnt stop|kept)`,
  ),
  phrase(
    `\\b(?:spiked|drugged) my drink\\b|\\bmy drink (?:got|was) (?:spiked|drugged)\\b|\\bput something in my drink\\b`,
  ),
  // Images shared or sent: "my ex leaked my nudes", "he sent me nudes when i was 14" (cyberflashing).
  phrase(
    `(?<!\\bi (?:\\w+ )?)\\b(?:shared|posted|leaked|spread|sent|showed|uploaded|sold) my (?:nudes|nude pics|nude photos|private pics|private photos|intimate (?:pics|photos|pictures|videos))\\b|\\b(?:shared|posted|leaked|spread|sent|showed|uploaded) my (?:pics|pictures|photos|videos) (?:(?:with|to) (?:everyone|everybody|the whole|all (?:his|her|their) friends|the (?:school|class|group|internet))|around (?:the )?(?:school|class|work|office)|all over|online)\\b`,
  ),
  phrase(
    `\\b(?:sent|sends|sending|send|showed|shows) me (?:his |her |their |a |an |some |unsolicited )?(?:nudes|nude pics|nude photos|dick pics|dick pic|naked (?:pics|photos|pictures))\\b|\\b(?:showed|shows) me porn\\b|\\b(?:made|makes|forced|forces) me (?:to )?watch porn\\b`,
  ),
  phrase(
    `\\b(?:share|post|leak|send) my (?:nudes|pictures|pics|photos|videos)\\b|\\b(?:has|have|got) (?:photos|pictures|pics|nudes|videos) of me(?: \\w+){0,3} (?:says|said|threatens|threatened)\\b`,
  ),
  // Violence at home or by a partner: who did it, what, and to the writer.
  by(
    "hits|hit|hitting|slaps|slapped|slapping|punches|punched|punching|bites|bit|biting|burns|burned|burnt",
    "up\\b|with\\b",
  ),
  by("chokes|choked|choking|strangles|strangled|strangling|shoves|shoved|shoving"),
  by("beats|beat|beaten|beating", "(?:at|in|to|on)\\b"),
  by("kicks|kicked|kicking", "(?:out|off)\\b"),
  by(
    "pushes|pushed|pushing",
    "(?:to|hard|harder|further|forward)\\b|into (?:\\w+ing|(?:the |a )?(?:pool|lake|water|sea|river|snow|leaves|mud))\\b",
  ),
  // Hurt said of feelings is heartbreak, not harm: "he hurt me when he left", "with her words".
  by(
    "hurts|hurt|hurting",
    "so much|so bad|emotionally|with (?:his|her|their|your) words|when (?:he|she|they) (?:left|cheated|lied|dumped|broke|ignored|said)|by (?:not|leaving|cheating|lying|ignoring|saying)",
  ),
  phrase(
    `\\b(?:hit|hits|beat|beats) me with (?:a|his|her|their|the) (?:belt|fist|bottle|stick|shoe|chair|hanger|cord|cable|pan|bat|plate|glass|book|remote|phone|hand|knife|whip|hose)\\b`,
  ),
  phrase(`\\bbeat (?:the (?:shit|crap|hel|life|living daylights)) out of me\\b`),
  phrase(
    `\\b${PASSIVE} (?:hit|slapped|punched|kicked|choked|strangled|hurt|attacked|threatened) by (?:my|him|her|them)\\b`,
  ),
  phrase(
    `\\b(?:pushed|shoved|threw) me (?:down|into|against|onto|off|out)\\b(?! \\w+ing\\b| (?:the |a )?(?:pool|lake|water|sea|river|snow)\\b)`,
  ),
  phrase(`\\bthrows? (?:things|stuff|plates|bottles) at me\\b`),
  phrase(`\\bbruises (?:from where|where|that) (?:he|she|they)\\b|\\b(?:he|she|they) (?:left|gave me) bruises\\b`),
  phrase(
    `\\b(?:im|i am) (?:in|stuck in|trapped in) an? abusive (?:relationship|marriage|home|household)\\b|\\bmy (?:relationship|marriage|home) is abusive\\b`,
  ),
  phrase(
    `\\bmy (?:ex|${PARTNER}|${FAMILY}) (?:is|are|has been|have been|was) (?:so |really |very )?(?:abusive|violent)\\b`,
  ),
  phrase(`\\b(?:im|i am|ive been) (?:being )?abused\\b|\\bvictim of (?:domestic|sexual) (?:violence|abuse)\\b`),
  // Fear and threats: "I'm scared of my husband", "he said he'd kill me if I told anyone".
  phrase(
    `\\b(?:im|i am) (?:so |really )?(?:scared|afraid|terrified|frightened) of my (?:ex|${PARTNER}|${FAMILY})\\b(?! \\w+ing\\b| (?:driving|cooking|singing|jokes)\\b)`,
  ),
  phrase(`\\b(?:scared|afraid|terrified) to go home\\b`),
  phrase(`\\bthreat(?:ens|ened) to (?:kill|hurt|beat|hit) me\\b`),
  phrase(`\\b(?:hel|shel|theyl|hed|shed|theyd|(?:he|she|they) (?:wil|would)) (?:kill|hurt|beat|hit) me if\\b`),
  // Isolation and control, the signs the hotlines name.
  phrase(
    `\\b(?:wont|doesnt|does not|will not) let me (?:see|leave|talk to|go out|have (?:friends|money|my own)|work)\\b`,
  ),
  phrase(
    `\\bcontrols? (?:all )?(?:of )?my (?:money|phone|bank|accounts?)\\b|\\b(?:checks|reads|goes through|tracks) my phone\\b`,
  ),
  phrase(`\\blocks me (?:in|up|outside|out of (?:the|our) (?:house|flat|apartment|home|room))\\b`),
  phrase(`\\bnot allowed to leave the house without\\b`),
  phrase(`\\b${PERSON}${GAP} stalking me\\b|\\b(?:im|i am|ive been) being stalked\\b`),
];

/**
 * The same words, said of play and of the senses: "hit me with the news", "assaulted by the smell
 * of the bins", "assaulted me with questions". Cut out before the rules read the text.
 */
const FIGURATIVE = phrase(
  "\\b(?:assaulted|attacked) by (?:a|the|this|that) (?:smel|stench|noise|sound|music|light|lights|heat|cold|ads?|glare)\\b|" +
    "\\b(?:assaulted|attacked|bombarded) me with (?:questions|texts|messages|emails|memes|compliments|kindnes|love)\\b",
  "g",
);

/** A no just before ("I wasn't", "he never"), or "no one has ever": not "no one knows my dad hits me". */
const NEGATED = phrase(
  `(?:\\b(?:not|never|didnt|dont|doesnt|wasnt|isnt|hasnt|havent) (?:\\w+ )?|\\b(?:no one|nobody) (?:has |had )?(?:ever )?)$`,
);
/** A friend's words repeated: "my friend said 'he hits me'". The "me" is theirs. */
const QUOTING = phrase(
  `\\b(?:my|a|her|his) (?:friend|mate|sister|brother|cousin|classmate|coworker|colleague)s? (?:said|says|told me|texted|wrote|posted)\\b`,
);
/** Sexual assault said with its abbreviation, before letters are lowered: "I was SA'd". */
const SA = /\b(?:[Ww]as|[Gg]ot|[Bb]een|[Bb]eing|[Gg]et) (?:SA['’]?d|[Ss][Aa]['’]d)\b/;

/** True when the text tells of sexual violence or abuse done to the writer. */
export function disclosesHarm(text: string): boolean {
  if (SA.test(text)) return true;
  const words = normalise(text).replace(FIGURATIVE, " ");
  return RULES.some((rule) => {
    const found = rule.exec(words);
    if (!found) return false;
    const before = words.slice(0, found.index);
    const clause = before.slice(before.lastIndexOf(" . ") + 1);
    return !NEGATED.test(clause) && !QUOTING.test(clause + found[0]);
  });
}
