/**
 * The Crisis Counselor offline, following safe-messaging practice (Samaritans' and the 988
 * Lifeline's guidance for supporters): it asks directly and kindly about suicide and safety,
 * encourages a call or text to a line (the local one first) or to someone the person trusts,
 * asks about distance from means when there is a plan, and stays present. The help lines
 * themselves are in the crisis view the page opens, not repeated in every message. Each answer
 * follows what the person just said, and harm told of beside the crisis is named (not their fault)
 * before the safety steps. Its steps are said once in a chat; the lines it comes back to
 * (company, safety, the help lines) never repeat, even reworded, within its last few replies, and
 * no reply says one thing twice.
 */
import { disclosesHarm } from "../../../shared/harm-disclosure.js";
import type { AiRequest } from "../provider.js";
import { remember } from "./memory.js";
import {
  ASKS_WHAT_TO_DO,
  FEARS_SOMEONE,
  RELUCTANT,
  answerOf,
  meansAtHand,
  namesMeans,
  tellsOfPlan,
} from "./crisis-reading.js";
import { emergencyFollowUp, emergencyGiven } from "./crisis-emergency.js";
import { supporterReply } from "./crisis-supporter.js";
import { alike, restates } from "./alike.js";
import {
  ASK_COMPANY,
  ASK_HELP_AGAIN,
  ASK_HELP_COMING,
  ASK_PLAN,
  ASK_SAFE,
  ASK_SAFE_AGAIN,
  ASK_SAFE_PLACE,
  ASK_SAFE_UNANSWERED,
  ASK_SUICIDE,
  DANGER_FROM_SOMEONE,
  EMERGENCY_AGAIN,
  HARM_NAMED,
  GREETING,
  OPENING,
  STEPS,
  UNWELL_NOW,
  WHAT_TO_DO,
  WHICH_FIRST,
  lineAgain,
  trustedSteps,
} from "./crisis-lines.js";
import { dueCheckIn, hourOf, lastQuestion, spokeBefore } from "./crisis-conversation.js";
import { comeRound, saidLately, sayOnce, sentencesIn } from "./repeats.js";
import { acknowledge } from "./crisis-acknowledge.js";

const AI = /\b(?:are you|r u|you're|youre) (?:a |an )?(?:bot|ai|real|human|person)\b/;
/** A plan to reach out, said or asked: "i'll call my sister", "maybe i should call someone", "should i text her?". */
const REACHING_OUT =
  /\b(?:(?:i'll|i will|im going to|i'm going to|gonna) |(?:maybe |i think |i guess )?i (?:should|could|might|can) (?:just )?|should i (?:just )?)(?:text|call|message|ring|phone|talk to)\b/;
/** The body telling of danger ("i feel really dizzy"), which may be an overdose under way. */
const UNWELL = /\b(?:dizzy|faint|fainting|pass(?:ing)? out|can'?t breathe|throwing up|vomit\w*|bleeding)\b/;
/**
 * Drowsiness, after the emergency wording or an overdose told (`acting`): "i'm tired", "so sleepy" may
 * be an overdose taking hold, not weariness ("tired of everything" is that). Read so only then.
 */
const DROWSY = /\b(?:tired|sleepy|drowsy|groggy|woozy|light ?headed|can'?t keep my eyes open|heavy)\b(?! of\b)/;
const SAFE = /\b(?:i'm|im|i am) (?:safe|ok|okay|alright)\b/;

export function crisisCounselorReply(request: AiRequest): string {
  // The partner of the person in crisis, after the chat ended, is not the one in crisis.
  if (request.supporter) return supporterReply(request);
  // Only Crisis Support's own room greets with the Counselor; elsewhere it speaks after words of crisis.
  if (!request.message.trim()) return `${GREETING} ${ASK_SUICIDE}`;
  const memory = remember(request.history);
  const lower = request.message.toLowerCase().replace(/[’‘]/g, "'").trim();
  const hour = hourOf(request);
  const trusted = trustedSteps(hour);
  // Said before, or said lately in other words ("I'm glad you're still here talking with me."); a
  // question asked before in other words ("…with you tonight?" and "…with you right now?") too.
  const said = (text: string) =>
    memory.said.includes(text) ||
    saidLately(text, memory.recent) ||
    (text.endsWith("?") && memory.asked.some((question) => alike(question, text)));
  const first = <T extends string>(options: T[]) => options.find((option) => !said(option));
  const asked = lastQuestion(request);
  const answer = answerOf(lower, asked === ASK_SAFE);
  const yes = answer === "yes";
  const no = answer === "no";

  // Harm told of beside the crisis ("he hits me and I want to die") is named, never left unsaid,
  // in the place of the usual acknowledgement; the safety steps and question still follow.
  const harmed = disclosesHarm(request.message);
  // Someone who hurt them, told of before, now feared or near: danger from another person.
  const hurtBefore = request.history.some((turn) => turn.role === "user" && disclosesHarm(turn.content));
  const endangered = (harmed || hurtBefore) && FEARS_SOMEONE.test(lower);
  const harm = harmed || endangered ? first(HARM_NAMED) : undefined;
  // After the emergency wording, no step back to a screening question (crisis-emergency.ts).
  const emergency = emergencyGiven(memory.said);
  // Lines that must be said each time they are due, even if said lately: the emergency number.
  const mustSay = new Set<string | undefined>();

  const parts: (string | undefined)[] = [];
  // Introduces itself once: not again when its first reply has left the last messages it reads.
  if (!spokeBefore(memory.said)) parts.push(OPENING, harm);
  else if (harm) parts.push(harm);
  else parts.push(acknowledge(request.message, lower, said));

  if (AI.test(lower)) {
    parts.push(
      first([
        "I'm an AI, not a person, so I can't call anyone for you; the people on those lines are real and can talk with you.",
      ]),
    );
  }
  if (REACHING_OUT.test(lower)) {
    parts.push(
      first(["Reaching out to someone you trust is a strong step; I'll stay here while you do."]),
      // In an emergency, reaching out is the step it asked for: no screening question after it.
      emergency ? undefined : first([ASK_SAFE]),
    );
  } else if (UNWELL.test(lower) || ((emergency || request.acting) && DROWSY.test(lower))) {
    // Dizzy or faint in a crisis may be something already taken: the emergency number first, every time.
    parts.push(UNWELL_NOW, first(STEPS.means), first([ASK_COMPANY]));
    mustSay.add(UNWELL_NOW);
  } else if (endangered) {
    parts.push(DANGER_FROM_SOMEONE, first([ASK_SAFE_PLACE]) ?? comeRound(ASK_SAFE_AGAIN, memory));
    mustSay.add(DANGER_FROM_SOMEONE);
  } else if (ASKS_WHAT_TO_DO.test(lower)) {
    // Asked what to do, it says what to do: the steps themselves, never its question again.
    const steps = first(WHAT_TO_DO) ?? comeRound(WHAT_TO_DO, memory);
    parts.push(steps, WHICH_FIRST);
    mustSay.add(steps).add(WHICH_FIRST);
  } else if (
    (asked === ASK_SAFE && no) ||
    (asked === ASK_PLAN && !no && (yes || namesMeans(lower))) ||
    tellsOfPlan(lower) ||
    meansAtHand(lower) ||
    request.acting
  ) {
    // A plan told again after the emergency wording hears it again, in other words.
    parts.push(first(STEPS.danger) ?? first(EMERGENCY_AGAIN), first(STEPS.means), first([ASK_COMPANY]));
  } else if (asked === ASK_SAFE && (yes || SAFE.test(lower))) {
    parts.push(first(["I'm relieved you're safe right now."]), first(trusted) ?? first(STEPS.line));
  } else if (asked === ASK_SUICIDE && yes) {
    // Thoughts of ending their life, said in answer: the emergency wording of the highest risk, then
    // the next step of a safety plan (how, and what is near), as while they wait.
    parts.push(
      first(["Thank you for being honest with me; that matters."]),
      first(STEPS.danger),
      first([ASK_PLAN, ASK_SAFE]),
    );
  } else if (asked === ASK_COMPANY && (no || /\b(?:no one|nobody|alone)\b/.test(lower))) {
    parts.push(first(["I'll keep you company here for now."]), first(trusted) ?? first(STEPS.line));
  } else if (asked === ASK_PLAN && no) {
    const alone = /\b(?:alone|no one|nobody)\b/.test(lower);
    parts.push(first(["Thank you for answering that."]));
    parts.push(...(alone ? [first(["I'll keep you company here for now."]), first(trusted)] : [first([ASK_COMPANY])]));
  } else if (asked === ASK_SUICIDE && no) {
    parts.push(first(["Thank you for answering; I asked because it matters."]), first([ASK_SAFE]) ?? first(trusted));
  } else if (RELUCTANT.test(lower)) {
    parts.push(first([STEPS.line[1]!]), first(trusted));
  } else if (emergency && !harmed) {
    // What follows the emergency wording keeps to it: never back to a screening question. Harm
    // told again is asked about as ever (whoever hurt them may be near).
    parts.push(...emergencyFollowUp(lower, first));
  } else if (asked === ASK_SAFE && !answer && first([ASK_SAFE_UNANSWERED])) {
    // Safety left unanswered ("i am so tired of everything"): asked once more, in other words.
    parts.push(ASK_SAFE_UNANSWERED);
  } else {
    // The next step of the conversation not yet taken: ask, point to a line, to a person, stay.
    parts.push(
      first([ASK_SUICIDE])
        ? `${first(STEPS.line)} ${ASK_SUICIDE}`
        : (first(STEPS.line) ?? first(trusted) ?? first([ASK_SAFE])),
    );
  }
  // No sentence of the last few replies again, in these words or others.
  // Nor one thing twice in this reply ("You're not alone…" and "…this moment alone.").
  const lines = sayOnce(
    parts.filter((part): part is string => Boolean(part) && (mustSay.has(part) || !saidLately(part!, memory.recent))),
  );
  // Whoever hurt them may be near: harm told of is always met with a question about safety.
  if (harmed && !lines.some((line) => line.endsWith("?")))
    lines.push(first([ASK_SAFE]) ?? comeRound(ASK_SAFE_AGAIN, memory));
  // A long conversation keeps coming back to safety and to the lines (once in a reply), every few replies.
  // In an emergency the check-in keeps to it (crisis-emergency.ts): no screening question comes back.
  if (!lines.some((line) => line.endsWith("?")) && dueCheckIn(request)) {
    const help = emergency ? [...EMERGENCY_AGAIN, ...lineAgain(hour)] : lineAgain(hour);
    if (!lines.some((line) => /\b(?:lines?|emergency number)\b/.test(line))) lines.push(comeRound(help, memory));
    lines.push(comeRound(emergency ? [ASK_HELP_COMING, ...ASK_HELP_AGAIN] : ASK_SAFE_AGAIN, memory));
  }
  // Always end with company or a question: never leave the person with nothing to answer.
  if (!lines.at(-1)?.endsWith("?")) {
    const said = lines.flatMap(sentencesIn);
    const company = STEPS.present.filter((line) => !said.some((sentence) => restates(line, sentence)));
    lines.push(comeRound(company.length ? company : STEPS.present, memory));
  }
  return lines.join(" ");
}
