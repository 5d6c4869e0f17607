/**
 * What the Crisis Counselor reads of the conversation so far before it answers (crisis-counselor.ts):
 * the question of its own still open, whether it has spoken here before, whether a check-in on
 * safety is due, and the hour the person's crisis is about.
 */
import type { AiRequest } from "../provider.js";
import { answerOf } from "./crisis-reading.js";
import {
  ASK_HELP_AGAIN,
  ASK_HELP_COMING,
  ASK_PLAN,
  ASK_SAFE,
  ASK_SAFE_AGAIN,
  ASK_SAFE_UNANSWERED,
  ASK_SUICIDE,
  INTRODUCTION,
  SAFETY_QUESTIONS,
  STEPS,
  type Hour,
} from "./crisis-lines.js";
import { NIGHT_WORDS } from "./focus.js";

/**
 * How many of the Counselor's replies may pass without a question about safety. A check-in comes
 * at most every fourth reply, so each list it draws on (ASK_SAFE_AGAIN, lineAgain) holds more
 * lines than the last few replies (repeats.ts) can have used.
 */
const CHECK_IN_EVERY = 3;

/**
 * The reply whose question is still open: the last, or the one before it when the last asked
 * nothing because it answered filler ("hold on") and nothing said since answered that question.
 */
function openQuestionReply({ history }: AiRequest): string {
  const replies = history.flatMap((turn, index) => (turn.role === "assistant" ? [index] : []));
  const last = history[replies.at(-1) ?? -1]?.content ?? "";
  const before = replies.at(-2);
  if (last.trim().endsWith("?") || before === undefined) return last;
  const since = history.slice(before + 1).filter((turn) => turn.role === "user");
  const unanswered = since.every(
    (turn) => answerOf(turn.content.toLowerCase().replace(/[’‘]/g, "'").trim(), true) === undefined,
  );
  return unanswered ? history[before]!.content : last;
}

/** The last question the Counselor asked, so that "yes" and "no" can be read. */
export function lastQuestion(request: AiRequest): string | undefined {
  const last = openQuestionReply(request);
  const found = SAFETY_QUESTIONS.find((q) => last.endsWith(q));
  // Asked again in other words, it is still the question about safety.
  if (found === ASK_SAFE_AGAIN[3]) return ASK_PLAN;
  return found && [...ASK_SAFE_AGAIN, ASK_SAFE_UNANSWERED].includes(found) ? ASK_SAFE : found;
}

/** Whether the Counselor has answered in this chat already (the room's persona may have before it). */
export function spokeBefore(said: string): boolean {
  return [INTRODUCTION, ASK_SUICIDE, ...STEPS.line, ...STEPS.present].some((line) => said.includes(line));
}

/** Whether the last few replies went by without asking about safety. */
export function dueCheckIn(request: AiRequest): boolean {
  const replies = request.history.filter((turn) => turn.role === "assistant").map((turn) => turn.content);
  if (replies.length < CHECK_IN_EVERY) return false;
  const checkIns = [...SAFETY_QUESTIONS, ASK_HELP_COMING, ...ASK_HELP_AGAIN];
  return !replies.slice(-CHECK_IN_EVERY).some((reply) => checkIns.some((question) => reply.includes(question)));
}

/**
 * "tonight" once the person has spoken of the night anywhere in the chat (focus.ts's words): in a
 * crisis the night they named stays the one to get through, though their later answers ("yes",
 * "no one") do not say it again. "right now" otherwise: no line takes the hour for granted.
 */
export function hourOf({ history, message }: AiRequest): Hour {
  const theirs = [...history.filter((turn) => turn.role === "user").map((turn) => turn.content), message];
  return theirs.some((text) => NIGHT_WORDS.test(text.toLowerCase())) ? "tonight" : "right now";
}
