/**
 * The Crisis Counselor talking with the partner of the person in crisis, after their chat ended
 * (crisis/after-end.ts knows who asks). The supporter is not the one in crisis: asked about their
 * own life and safety, they would not be heard. Following Samaritans' and the 988 Lifeline's
 * guidance for people supporting someone: Kindred cannot reach the other person; if the supporter
 * believes that person is in immediate danger and knows where they are, the emergency number; what
 * the other person feels is not the supporter's fault; the lines are there for the supporter too.
 * Each reply answers what they asked, and none is the reply before it again.
 */
import type { AiRequest } from "../provider.js";
import { remember } from "./memory.js";
import { comeRound, fresh, saidLately } from "./repeats.js";

/** Asking after the other person, or asking Kindred to reach them ("is she going to be ok?", "tell him i'm sorry"). */
const ASKS_AFTER =
  /\b(?:is|will|are|was) (?:she|he|they)\b|\bhow (?:is|are) (?:she|he|they)\b|\b(?:check on|contact|reach|message|tell|find) (?:her|him|them)\b|\bif (?:she|he|they)(?:'s|'re| is| are)\b/;
/** Asking what to do for them ("should i call someone for her?", "how do i help him?"). */
const ASKS_WHAT_TO_DO =
  /\b(?:should|can|could|do) i (?:call|tell|contact|ring|phone|report|do)\b|\bwhat (?:can|should|do) i do\b|\bhow (?:do|can|could) i help\b|\bhelp (?:her|him|them)\b/;
/** Guilt or blame ("i said the wrong thing", "is it my fault he left?"). */
const GUILT =
  /\b(?:guilt\w*|my fault|blame myself|wrong thing|should(?:'ve| have)|shouldn't have|did something wrong|said something wrong|made it worse)\b/;

const CANNOT_REACH = [
  "Kindred can't reach the person you talked with now that the chat has ended, and I can't check on them or pass anything on; not knowing is really hard.",
  "I can't contact them or see how they are now, and I know that leaves you with a lot of worry.",
];
const IN_DANGER = [
  "If you believe they're in immediate danger and you know where they are, call the local emergency number and tell them what you know.",
  "If you think their life is in danger right now and you know where they are, the local emergency number is the right call to make.",
];
const NOT_THEIR_FAULT = [
  "What they're going through is not your fault; it started long before your words, and staying with them took real care.",
  "It's not your fault: there is no perfect thing to say to someone in that much pain, and you didn't cause it.",
];
const LISTENED = [
  "Listening to them the way you did already mattered.",
  "You stayed with someone in a very dark moment, and that counts for a lot.",
];
const SUPPORT_FOR_THEM = [
  "Being with someone in crisis can shake you; you deserve support too, and the lines Kindred showed are there for you as well.",
  "It's okay to need someone to talk to yourself after that; a friend, or one of the help lines, can be there for you too.",
];
const HOW_ARE_YOU = [
  "How are you feeling after that conversation?",
  "How are you holding up?",
  "What's on your mind most right now?",
];

export function supporterReply(request: AiRequest): string {
  const memory = remember(request.history);
  const lower = request.message.toLowerCase().replace(/[’‘]/g, "'");
  // A line not said lately in this chat; when all were, the one said longest ago.
  const pick = (options: string[]) => fresh(options, memory) ?? comeRound(options, memory);
  const parts: string[] = [];
  if (GUILT.test(lower)) parts.push(pick(NOT_THEIR_FAULT), pick(SUPPORT_FOR_THEM));
  else if (ASKS_WHAT_TO_DO.test(lower)) parts.push(pick(IN_DANGER), pick(CANNOT_REACH), pick(LISTENED));
  else if (ASKS_AFTER.test(lower)) parts.push(pick(CANNOT_REACH), pick(IN_DANGER));
  else parts.push(pick(SUPPORT_FOR_THEM), pick(LISTENED));
  parts.push(pick(HOW_ARE_YOU));
  const reply = parts.join(" ");
  const last = request.history.filter((turn) => turn.role === "assistant").at(-1)?.content;
  if (reply !== last) return reply;
  // Asked the same again: answered again, in other words, never the same reply twice in a row.
  return parts.map((part, i) => (i === parts.length - 1 ? part : (rewordOf(part, memory.recent) ?? part))).join(" ");
}

/** The other wording of a line, when it has one not said lately. */
function rewordOf(line: string, recent: string[]): string | undefined {
  const family = [CANNOT_REACH, IN_DANGER, NOT_THEIR_FAULT, LISTENED, SUPPORT_FOR_THEM].find((f) => f.includes(line));
  return family?.find((other) => other !== line && !saidLately(other, recent)) ?? family?.find((o) => o !== line);
}
