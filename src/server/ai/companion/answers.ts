/**
 * Answers to a question put to the companion, each honest about what it can judge: a yes only to
 * whether a feeling is all right ("is it ok to cry?"), never to what it cannot judge ("im 14 btw, is
 * that ok?", "is it ok if i text my ex?"); its view of what the person just said, from what they said
 * ("what do you think of that?" after a cleaned room: glad for them); a sum worked out, and a fact
 * owned as not its strength, warmly, on the way back to them. A shrug only when nothing else fits.
 */
import { heard } from "./heard.js";
import type { Lines } from "./fit.js";
import type { Memory } from "./memory.js";
import { nextQuestion } from "./next-question.js";
import { medicalLimit, suggest } from "./offers.js";
import { fresh } from "./repeats.js";
import { understand, type Reading } from "./understand.js";
import type { Voice } from "./voices.js";

/** "is it ok to cry?", "is that normal?": yes or no, of a feeling only (ABOUT_A_FEELING). */
const NORMAL =
  /\b(?:is it|am i|is that|is this|are they) (?:\w+ )?(?:normal|ok|okay|alright|all right|allowed|fine)\b/i;
/** "is it weird that…?", "am I stupid?": the answer is no. */
const ODD = /\b(?:is it|am i|is that|is this|are they) (?:\w+ )?(?:silly|stupid|weird|wrong|bad|strange|dumb)\b/i;
const ABOUT_A_FEELING =
  /\b(?:feel\w*|felt|cry\w*|tears|sad|miss\w*|angry|upset|griev\w*|grief|lonely|anxious|scared|afraid|tired|numb|emotional|this way|like this)\b/i;
/** An age said or asked about: Kindred's rules decide that, never the companion's "yes". */
const AGE =
  /\b(?:i'?m|i am|im) (?:only |just |almost |nearly )?\d{1,2}\b(?! (?:mins?|minutes|hours?|days?|weeks?|months?|%))|\b\d{1,2} ?(?:yo|y\/o|years? old)\b|\bmy age\b|\bhow old\b|\bunder ?age\b|\b(?:a )?minor\b/i;
/** Its view of what the person just said. */
const VIEW =
  /\bwhat (?:do|d) (?:you|u) (?:think|reckon|make) (?:of|about) (?:that|this|it)\b|\bwhat do (?:you|u) think\s*\??$/i;
const SUM = /(\d+(?:\.\d+)?) ?([+\-*x×/]) ?(\d+(?:\.\d+)?)/;
/** A question of fact about the world, not about the person or their life. */
const FACT =
  /^(?:@\w+ )?(?:what(?:'s| is| are| was)|who(?:'s| is| was)|when (?:is|was|did)|where (?:is|are)|how (?:many|much|far|tall|big|old is))\b/i;
/**
 * What makes a question shaped like a fact one for the room: the person's own life; a judgement of
 * what is right, worth it or the way to live ("what's the use", "what's the secret to being
 * content"); people and what passes between them ("what's wrong with people"); or the inner life
 * named as a thing ("what is loneliness even"). Each is a family of words, not a list of phrasings.
 * A doubtful case goes to the room: a fact answered warmly costs little, while a question about
 * someone's life sent away to be looked up tells them it was trivia.
 */
const OF_A_LIFE = [
  /\b(?:i|i'm|im|me|my|we|us|our|you|your|life|alive|living)\b/i,
  /\b(?:point|meaning|purpose|matter|worth|wrong|right|best|better|worse|worst|good|bad|should|ought|normal|use|secret|key|trick|way to|it all|any of this|all this)\b/i,
  /\b(?:people|person|someone|somebody|anyone|anybody|everyone|everybody|nobody|no one|friends?|family|relationships?)\b/i,
  /\b(?:exist\w*|death|dying|happiness|happy|love|loneliness|content\w*|peace|hope|fear|grief|kindness|success|failure|feelings?|heart|soul)\b/i,
];
const ofALife = (question: string) => OF_A_LIFE.some((words) => words.test(question));

export function questionAnswer(
  message: string,
  before: string | undefined,
  reading: Reading,
  voice: Voice,
  memory: Memory,
): Lines {
  if (reading.medical) {
    const limit = medicalLimit(reading, memory);
    return reading.medical === "medication"
      ? [...limit, ...suggest(reading, memory, 1)]
      : [...limit, ...heard(reading, memory).slice(-1), nextQuestion(reading, voice, memory)];
  }
  const next = () => nextQuestion(reading, voice, memory);
  if (AGE.test(message)) {
    return [
      fresh(
        [
          "I can't say yes to that: Kindred is only for adults, so if you're younger, this isn't the right place, and a helpline for young people would be.",
        ],
        memory,
      ),
    ];
  }
  if (VIEW.test(message) && before) return [viewOf(before, memory), next()];
  const sum = SUM.exec(message);
  if (sum && FACT.test(message)) {
    return [`That's ${workOut(sum)}, if my counting holds; I'm better at company than sums, though.`, next()];
  }
  if (FACT.test(message) && !ofALife(message.replace(/^@\w+ /, "")) && !reading.feelings.length) {
    const line = fresh(
      [
        "That's one to look up, I'm afraid: I'm much better company than an encyclopedia.",
        "I'd only be guessing at facts like that; I'm here more for how you're doing.",
      ],
      memory,
    );
    return [line, next()];
  }
  const view = ODD.test(message)
    ? [
        "Not at all; it makes sense, and plenty of people feel the same.",
        "It isn't, honestly; what you feel makes sense.",
      ]
    : NORMAL.test(message) && ofAFeeling(message, before)
      ? [
          "Yes — what you feel makes sense, and plenty of people feel the same.",
          "Yes, honestly; there's nothing wrong with feeling this way.",
        ]
      : NORMAL.test(message)
        ? [
            "That's not something I can judge for you, but we can think it through together.",
            "I can't decide that one for you, though I'm glad to think it through with you.",
          ]
        : [
            "I can't answer that for certain, but I can think it through with you.",
            "I don't know for sure, and I won't pretend to.",
          ];
  return [fresh(view, memory), ...heard(reading, memory).slice(-1), next()];
}

/** Asks of a feeling: named in the question, or "that" after words that named one ("i cry every night"). */
function ofAFeeling(message: string, before: string | undefined): boolean {
  if (ABOUT_A_FEELING.test(message)) return true;
  return /\b(?:that|this|it)\b/i.test(message) && before !== undefined && understand(before).feelings.length > 0;
}

/** What it thinks of what the person just said, by how they said it. */
function viewOf(before: string, memory: Memory): string | undefined {
  const { mood, turn } = understand(before);
  if (turn === "good-news" || mood === "positive")
    return fresh(
      ["I think that's worth being proud of, and I'm glad for you.", "Honestly? That's worth being pleased about."],
      memory,
    );
  if (mood === "distressed")
    return fresh(["I think it makes sense that it weighs on you.", "I think anyone would find that hard."], memory);
  return fresh(
    ["I think it's worth talking about, since it's on your mind.", "I think it matters, if it's stayed with you."],
    memory,
  );
}

function workOut([, a, op, b]: RegExpExecArray): string {
  const [x, y] = [Number(a), Number(b)];
  const result = op === "+" ? x + y : op === "-" ? x - y : op === "/" ? x / y : x * y;
  return Number.isFinite(result) ? String(Math.round(result * 1000) / 1000) : "beyond me";
}
