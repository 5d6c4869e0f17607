/**
 * The check every persona reply passes before anyone sees it, builtin or model, word by word as it
 * streams and whole when it is stored. It is the shared screening (src/shared/screening.ts) plus
 * what only a persona's words need:
 * - a reply the screening refuses (abuse, the content filter) is not shown; the fallback line is;
 * - a reply that mentions methods or means of suicide or self-harm is not shown either, and neither
 *   is crisis language from any persona but the Crisis Counselor: the Counselor's safe answer is,
 *   since a companion must never make it worse. The
 * means are those the safe-messaging guidance says never to describe (overdose and doses, hanging,
 * cutting, jumping, trains, weapons, poisoning, gas); the offline crisis detector's method and
 * preparation rules count too. Matching is on purpose broad: a needless counselor answer costs
 * little, a method described to a person in crisis may cost a life.
 */
import { assessCrisis } from "../../shared/crisis.js";
import { CRISIS_PERSONA, type Persona } from "../../shared/personas.js";
import { isRefused, screenText } from "../../shared/screening.js";

const PEOPLE = "(?:yourself|myself|oneself|themselves|himself|herself|themself)";

const MEANS: RegExp[] = [
  /\boverdos/,
  /\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|quantity|combination)/,
  /\bhow (?:many|much) (?:pills|tablets|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|sleeping pills)/,
  /\b(?:stockpil|hoard)\w* (?:pills|medication|meds|tablets)/,
  /\bnoose\b/,
  new RegExp(`\\bhang(?:ing)? ${PEOPLE}`),
  /\b(?:slit|slash|cut)(?:ting)? (?:(?:your|my|their|his|her|the) )?wrists?\b/,
  /\brazor ?blades?\b/,
  /\bcarbon monoxide\b|\bexhaust (?:fumes|pipe)\b|\bcharcoal burning\b/,
  /\b(?:jump|jumping|leap|leaping) (?:off|from) (?:(?:a|the) )?(?:bridge|building|roof|rooftop|cliff|balcony|ledge|tower|overpass)/,
  /\bin front of (?:(?:a|the) )?(?:train|bus|truck|lorry|car|subway|tube)/,
  new RegExp(`\\b(?:shoot|shooting|poison|poisoning|suffocate|suffocating|drown|drowning|starve|starving) ${PEOPLE}`),
  /\b(?:gun|firearm|pistol|rifle|shotgun)\b.{0,40}\b(?:your|my|their) (?:head|mouth|temple)/,
  /\bdrink(?:ing)? (?:bleach|antifreeze)\b/,
  /\b(?:painless|quick|quickest|easy|easiest|best|surest|fastest) (?:way|ways|method|methods) to (?:die|kill|end)/,
  /\bways? to (?:kill yourself|end your life|commit suicide|die)\b/,
];

/** True when the text names a method or means of suicide or self-harm. */
export function mentionsMeans(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ");
  if (MEANS.some((pattern) => pattern.test(lower))) return true;
  const signal = assessCrisis(text);
  return signal?.category === "method" || signal?.category === "preparation";
}

export type ReplyVerdict = "show" | "fallback" | "counselor";

/**
 * Verdicts already given, by persona and text. A reply is judged again as each word arrives, and the
 * same greetings and questions come back for many people: a room's greeting, judged word by word for
 * each person who starts waiting, was a tenth of the server's time when many asked at once.
 */
const judged = new Map<string, ReplyVerdict>();
const JUDGED_KEPT = 2_000;

/** What becomes of a persona's reply (or the part of it written so far). */
export function judgeReply(persona: Persona, text: string): ReplyVerdict {
  const key = `${persona.name}\n${text}`;
  let verdict = judged.get(key);
  if (verdict === undefined) {
    verdict = judgeAfresh(persona, text);
    // The oldest verdict makes room: a Map keeps the order entries were made in.
    if (judged.size >= JUDGED_KEPT) judged.delete(judged.keys().next().value!);
    judged.set(key, verdict);
  }
  return verdict;
}

function judgeAfresh(persona: Persona, text: string): ReplyVerdict {
  if (mentionsMeans(text)) return "counselor";
  const screening = screenText(text);
  if (isRefused(screening)) return "fallback";
  return screening.kind === "crisis" && persona.name !== CRISIS_PERSONA.name ? "counselor" : "show";
}
