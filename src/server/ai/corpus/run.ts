/**
 * Runs the builtin companion over the corpus as a waiting person would meet it (a greeting, then
 * each line in turn) and lists every reply that breaks one of the companion's promises. Used by
 * corpus.test.ts and by src/server/ai/corpus/transcripts.ts.
 */
import { CATALOGUE, findTheme, personaOf, type Theme } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiTurn } from "../provider.js";
import { alike, questionsIn, restates } from "../companion/alike.js";
import { MAX_WORDS } from "../companion/fit.js";
import { RECENT_REPLIES, saidLately, sentencesIn } from "../companion/repeats.js";
import { SUGGESTIONS } from "../companion/suggestions.js";
import { judgedSame } from "./same-questions.js";
import type { CorpusLine } from "./types.js";

/** Words that welcome good news; none belongs in a reply to someone in distress. */
export const CHEERFUL =
  /\b(?:joy|joyful|happy|glad|wonderful|delighted|delight|congratulations|congrats|celebrat\w*|amazing|fantastic|lovely|exciting|excited|proud|yay|great news|well done)\b/i;
/** Words of sorrow or strain; none belongs in a reply to good news. */
export const SORROWFUL =
  /\b(?:sorry|painful|pain|exhausting|hurts?|heavy|heaviest|lonely|sad|sadness|worry|unsettling|frustrating|hard on|overwhelming|low|raw|loss)\b/i;

export interface Exchange {
  line: CorpusLine;
  reply: string;
}

export interface Failure {
  theme: string;
  line: string;
  reply: string;
  problem: string;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

function sharesFiveWords(reply: string, message: string): boolean {
  const theirs = wordsOf(message);
  const ours = ` ${wordsOf(reply).join(" ")} `;
  for (let i = 0; i + 5 <= theirs.length; i++) if (ours.includes(` ${theirs.slice(i, i + 5).join(" ")} `)) return true;
  return false;
}

const suggestionsIn = (reply: string) => SUGGESTIONS.filter((s) => reply.includes(s.text)).map((s) => s.id);

/** A conversation with the theme's persona: the greeting, then a reply to each line. */
export function converse(theme: Theme, lines: CorpusLine[]): { greeting: string; exchanges: Exchange[] } {
  const persona = personaOf(theme);
  const history: AiTurn[] = [];
  const greeting = builtinReply({ persona, theme, history: [], message: "", vibes: [] });
  history.push({ role: "assistant", content: greeting });
  const exchanges = lines.map((line) => {
    const reply = builtinReply({ persona, theme, history: [...history], message: line.text, vibes: [] });
    history.push({ role: "user", content: line.text }, { role: "assistant", content: reply });
    return { line, reply };
  });
  return { greeting, exchanges };
}

/** Every broken promise in one conversation. */
export function check(theme: Theme, lines: CorpusLine[]): Failure[] {
  const { greeting, exchanges } = converse(theme, lines);
  const failures: Failure[] = [];
  // A question counts as asked again in other words too ("What do you miss most?" and "What do
  // you find yourself missing most?"): to the person it is the same question.
  const asked = questionsIn(greeting);
  const offered = new Set<string>();
  const replies = [greeting];
  for (const { line, reply } of exchanges) {
    const fail = (problem: string) => failures.push({ theme: theme.id, line: line.text, reply, problem });
    if (sharesFiveWords(reply, line.text)) fail("repeats five or more of the person's words");
    if (reply.split(/\s+/).length > MAX_WORDS) fail(`longer than ${MAX_WORDS} words`);
    if (line.mood === "distressed" && CHEERFUL.test(reply)) fail("cheerful words in reply to distress");
    if (line.mood === "positive" && SORROWFUL.test(reply)) fail("sorrowful words in reply to good news");
    const suggestions = suggestionsIn(reply);
    if (line.turn === "help" && suggestions.length === 0) fail("asked for help, got no suggestion");
    for (const question of questionsIn(reply)) {
      const earlier = asked.find((before) => alike(question, before) || judgedSame(question, before));
      if (earlier) fail(`question asked again: ${question}${earlier === question ? "" : ` (as: ${earlier})`}`);
      asked.push(question);
    }
    for (const id of suggestions) {
      if (offered.has(id)) fail(`suggestion offered again: ${id}`);
      offered.add(id);
    }
    const recent = replies.slice(-RECENT_REPLIES).flatMap(sentencesIn);
    for (const sentence of sentencesIn(reply)) {
      if (saidLately(sentence, recent)) fail(`said again within ${RECENT_REPLIES} replies: ${sentence}`);
    }
    for (const [promise, words] of Object.entries(line.expect?.shows ?? {})) if (!words.test(reply)) fail(promise);
    for (const [promise, words] of Object.entries(line.expect?.avoids ?? {})) if (words.test(reply)) fail(promise);
    const own = sentencesIn(reply);
    own.forEach((sentence, i) => {
      const before = own.slice(0, i).find((earlier) => restates(sentence, earlier));
      if (before) fail(`says one thing twice in a reply: ${before} / ${sentence}`);
    });
    replies.push(reply);
  }
  return failures;
}

/** The fifteen room personas, each in its own room. */
export const ROOMS: Theme[] = [...CATALOGUE];

/** Openings and scripts across every room persona, plus each script in its own room. */
export function checkAll(openings: CorpusLine[], scripts: { themeId: string; lines: CorpusLine[] }[]): Failure[] {
  const failures: Failure[] = [];
  for (const theme of ROOMS) {
    for (const opening of openings) failures.push(...check(theme, [opening]));
    for (const script of scripts) failures.push(...check(theme, script.lines));
  }
  for (const script of scripts) failures.push(...check(findTheme(script.themeId)!, script.lines));
  return failures;
}
