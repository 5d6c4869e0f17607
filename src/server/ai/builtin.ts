/**
 * The offline companion: no network, no model. It reads the turn it is answering and the feeling
 * in it (companion/understand.ts), says back what it heard in its own words, names the feeling
 * tentatively, then moves the conversation on with ONE thing: an open question not yet asked in
 * this conversation, or, when asked for help, one or two small things to try, offered as options.
 * Its memory is the conversation's last turns (companion/memory.ts). Deterministic for the same
 * conversation; at most MAX_WORDS words (companion/fit.ts).
 */
import { alike } from "./companion/alike.js";
import { inContext } from "./companion/context.js";
import { crisisCounselorReply } from "./companion/crisis-counselor.js";
import { fit, type Lines } from "./companion/fit.js";
import { isPositive } from "./companion/lexicon.js";
import { remember, type Memory } from "./companion/memory.js";
import { loadNlp } from "./companion/nlp.js";
import { TOPIC_QUESTIONS, FEELING_QUESTIONS, GENERAL_QUESTIONS } from "./companion/questions.js";
import { feelingLines, paraphrases } from "./companion/reflect.js";
import { suggestionsFor, type Need } from "./companion/suggestions.js";
import { understand, type Reading } from "./companion/understand.js";
import { voiceOf, type Voice } from "./companion/voices.js";
import type { AiProvider, AiRequest } from "./provider.js";

/** The first option not already said in this conversation, or nothing. */
function fresh(options: string[], memory: Memory): string | undefined {
  return options.find((option) => !memory.said.includes(option));
}

/** The first question not asked yet in this conversation, in these words or in others. */
function freshQuestion(questions: string[], memory: Memory): string | undefined {
  return questions.find((question) => !memory.asked.some((asked) => alike(question, asked)));
}

export function builtinReply(request: AiRequest): string {
  if (request.persona.id === "crisis") return crisisCounselorReply(request);
  const voice = voiceOf(request.persona.id);
  const memory = remember(request.history);
  if (!request.message.trim()) return greeting(request, voice, memory);
  const reading = inContext(understand(request.message), request.message, memory);
  const reply = fit(answer(request, reading, voice, memory), request.message);
  const last = request.history.findLast((turn) => turn.role === "assistant")?.content;
  // Never an empty reply, nor the last one word for word: a calm line keeps the person company.
  if (!reply) return calmLine(voice, memory, last);
  return reply === last ? fit([reply, calmLine(voice, memory, last)], request.message) : reply;
}

/** Short, calm lines for when everything else has been said; none is a question or names a feeling. */
const CALM = [
  "I'm still here with you.",
  "No need to say more than you want to.",
  "We can keep it simple for now.",
  "I'm listening, whenever you're ready.",
  "It's fine to just be here for a bit.",
  "Take whatever time you need.",
  "Short answers are fine with me.",
  "I'm not going anywhere.",
];

/**
 * A line not said yet in this conversation; once all have been said, the one said longest ago,
 * never one from the last reply.
 */
function calmLine(voice: Voice, memory: Memory, last = ""): string {
  const options = [...voice.presence, ...CALM];
  const unsaid = fresh(options, memory);
  if (unsaid) return unsaid;
  const candidates = options.filter((option) => !last.includes(option));
  return candidates.reduce((oldest, option) =>
    memory.said.lastIndexOf(option) < memory.said.lastIndexOf(oldest) ? option : oldest,
  );
}

function greeting({ persona, theme, vibes }: AiRequest, voice: Voice, memory: Memory): string {
  const vibeLine = vibes.length ? `I see you're feeling ${joinList(vibes)}, and I'll keep that in mind.` : "";
  return [
    `Hi, I'm ${persona.name}, an AI companion here in ${theme.title}.`,
    voice.here,
    vibeLine,
    "While we find you someone to talk with, I'm here.",
    freshQuestion(voice.questions, memory),
  ]
    .filter(Boolean)
    .join(" ");
}

/** The reply's sentences, in order; `fit` trims them to length. */
function answer(request: AiRequest, reading: Reading, voice: Voice, memory: Memory): Lines {
  const { persona, theme } = request;
  const question = () => nextQuestion(reading, voice, memory);
  switch (reading.turn) {
    case "about-persona":
      return [`I'm ${persona.name}, an AI companion, not a person.`, fresh([voice.here], memory), question()];
    case "wants-human":
    case "about-match":
      if (request.matched) {
        return [
          "You're already matched: the other person in this chat is a real person, and I'm an AI either of you can call on.",
          question(),
        ];
      }
      return reading.turn === "wants-human" ? wantsHuman(memory) : aboutMatch(theme.title, memory, question());
    case "testing":
      return [
        `Yes, your messages are coming through. I'm ${persona.name}, the AI companion in ${theme.title}.`,
        question(),
      ];
    case "greeting":
      return [fresh(["Hi, good to have you here.", "Hello again.", "Hey, I'm still here."], memory), question()];
    case "help":
      // Acknowledges only what this message says; the suggestions draw on the whole conversation.
      return [
        ...heard(reading, memory, false).slice(0, 1),
        ...medicalLimit(reading),
        ...suggest(reading, memory, reading.medical ? 1 : 2),
      ];
    case "question":
      return questionAnswer(request.message, reading, voice, memory);
    case "good-news":
      return [fresh(voice.cheer, memory), ...heard(reading, memory).slice(0, 1), question()];
    case "thanks":
      if (reading.mood !== "distressed")
        return [fresh(["You're very welcome.", "Anytime."], memory), fresh(voice.presence, memory), question()];
      return [
        fresh(["Thank you for staying with it.", "Thank you for telling me."], memory),
        ...heard(reading, memory),
        question(),
      ];
    default:
      return [...heard(reading, memory), vibesLine(request, reading, memory), question()];
  }
}

function wantsHuman(memory: Memory): Lines {
  return [
    fresh(["That makes complete sense.", "Of course."], memory),
    "Kindred is still looking for a person for you, and they'll appear right here when they join.",
    "Until then I'm an AI keeping you company, and you're welcome to just wait quietly too.",
  ];
}

function aboutMatch(room: string, memory: Memory, question: string | undefined): Lines {
  const status = [
    `I can't see how long it will take, but Kindred is looking for someone in ${room} for you right now.`,
    "It's still searching; the moment someone joins, you'll see them here.",
  ];
  return [fresh(status, memory), question];
}

/** What it heard: a paraphrase of what this is about and the feeling named, each not said before. */
function heard(reading: Reading, memory: Memory, recall = true): string[] {
  // "it's hard" alone is about whatever they said before: the topic comes from memory, unless
  // the message names a feeling of its own ("everyone thinks I'm an idiot" is not about work).
  const recalled = recall && !reading.feelings.length && memory.recentTopic ? [memory.recentTopic] : [];
  const topics = reading.topics.length ? reading.topics : recalled;
  const racing = reading.topics.includes("overthinking") || reading.feelings.includes("anxious");
  const feelings =
    reading.feelings.length || !recall || !stillHurting(reading, memory) ? reading.feelings : memory.feelings.slice(-1);
  const someone = reading.forSomeoneElse;
  const named = fresh(feelingLines(feelings, reading.intense), memory);
  // "A lot is sitting with you" says little: it is only for when no feeling can be named.
  const about = someone
    ? [`You'd like to help ${someone.replace(/^my /, "your ")} through this.`]
    : paraphrases(topics, reading.people, reading.mood, racing, !named);
  return [fresh(about, memory), named].filter((line): line is string => Boolean(line));
}

/**
 * Whether a message with no feeling of its own ("yeah", "idk") still speaks from the hurt before
 * it. Not when it brings good news or laughs, and not once the person has sounded glad since:
 * sorrow is never carried into a message that is not sorrowful.
 */
function stillHurting(reading: Reading, memory: Memory): boolean {
  return reading.mood !== "positive" && !reading.laughing && memory.feltMood === "distressed";
}

function medicalLimit(reading: Reading): string[] {
  if (reading.medical === "medication") {
    return ["I can't advise on medication or supplements; a pharmacist or doctor is the right person to ask."];
  }
  if (reading.medical === "diagnosis") {
    return ["I can't diagnose anything; I'm an AI, not a clinician. A doctor can talk it through with you properly."];
  }
  return [];
}

const OFFERS = [
  (a: string, b?: string) =>
    b ? `If you'd like something to try: ${a}; or ${b}.` : `If you'd like something to try: ${a}.`,
  (a: string, b?: string) =>
    b ? `Two small options, whichever fits: ${a}; or ${b}.` : `One small option, if it fits: ${a}.`,
  (a: string, b?: string) =>
    b ? `Some people find these help: ${a}; or ${b}.` : `Something some people find helps: ${a}.`,
];

/**
 * What the suggestions are for. Good news asks for ways to celebrate ("what should I do to
 * celebrate?"), and only those; anything else for what weighs on them, this message first, and
 * never a glad feeling from earlier (no "celebrate it" for someone asking how to cope).
 */
function needsOf(reading: Reading, memory: Memory): Need[] {
  if (reading.mood === "positive") return reading.feelings.length ? reading.feelings : ["pleased"];
  return [
    ...reading.topics,
    ...reading.feelings,
    ...(memory.recentTopic ? [memory.recentTopic] : []),
    ...memory.feelings.toReversed().filter((feeling) => !isPositive(feeling)),
    ...memory.topics.toReversed(),
    "general",
  ];
}

/** One or two small things to try, fitting what they brought up, never offered before here. */
function suggest(reading: Reading, memory: Memory, count = 2): string[] {
  const needs = needsOf(reading, memory);
  const fitting = suggestionsFor(needs, reading.topics.length + reading.feelings.length, memory.offered, count);
  // Coping ideas fit any hard moment ("general"); for good news only the ones made for it do.
  const [a, b] =
    reading.mood === "positive" ? fitting.filter((s) => s.fits.some((need) => needs.includes(need))) : fitting;
  if (!a)
    return ["I've shared the ideas I have; talking it through with the person you're matched with may bring new ones."];
  // Each way of offering is used once, too: the words before the first suggestion tell it apart.
  const opening = (render: (typeof OFFERS)[number]) =>
    [render("§"), render("§", "§")].map((text) => text.split("§")[0]!);
  const offer = OFFERS.find((render) => !opening(render).some((text) => memory.said.includes(text))) ?? OFFERS[0]!;
  return [offer(a.text, b?.text)];
}

/** "is it ok to cry?", "is that normal?": the answer is yes. */
const NORMAL =
  /\b(?:is it|am i|is that|is this|are they) (?:\w+ )?(?:normal|ok|okay|alright|all right|allowed|fine)\b/i;
/** "is it weird that…?", "am I stupid?": the answer is no. */
const ODD = /\b(?:is it|am i|is that|is this|are they) (?:\w+ )?(?:silly|stupid|weird|wrong|bad|strange|dumb)\b/i;

function questionAnswer(message: string, reading: Reading, voice: Voice, memory: Memory): Lines {
  if (reading.medical) {
    const limit = medicalLimit(reading);
    return reading.medical === "medication"
      ? [...limit, ...suggest(reading, memory, 1)]
      : [...limit, ...heard(reading, memory).slice(-1), nextQuestion(reading, voice, memory)];
  }
  const view = ODD.test(message)
    ? fresh(
        [
          "Not at all; it makes sense, and plenty of people feel the same.",
          "It isn't, honestly; what you feel makes sense.",
        ],
        memory,
      )
    : NORMAL.test(message)
      ? fresh(
          [
            "Yes — what you feel makes sense, and plenty of people feel the same.",
            "Yes, honestly; there's nothing wrong with feeling this way.",
          ],
          memory,
        )
      : fresh(
          [
            "I can't answer that for certain, but I can think it through with you.",
            "I don't know for sure, and I won't pretend to.",
          ],
          memory,
        );
  return [view, ...heard(reading, memory).slice(-1), nextQuestion(reading, voice, memory)];
}

/** One open question, never asked before in this conversation: about what they said, then the room's. */
function nextQuestion(reading: Reading, voice: Voice, memory: Memory): string | undefined {
  const about = [
    ...reading.topics.flatMap((topic) => TOPIC_QUESTIONS[topic] ?? []),
    ...reading.feelings.flatMap((feeling) => FEELING_QUESTIONS[feeling] ?? []),
    ...((memory.recentTopic && TOPIC_QUESTIONS[memory.recentTopic]) || []),
  ];
  // The room's questions for hard moments presume something hurts: not for a message that says nothing of it.
  const options = {
    positive: [...voice.bright, ...GENERAL_QUESTIONS],
    neutral: [...about, ...GENERAL_QUESTIONS, ...voice.questions],
    distressed: [...about, ...voice.questions, ...GENERAL_QUESTIONS],
  }[reading.mood];
  return freshQuestion(options, memory) ?? fresh(voice.presence, memory);
}

function vibesLine({ vibes }: AiRequest, reading: Reading, memory: Memory): string | undefined {
  if (!vibes.length || reading.feelings.length || memory.said.includes(joinList(vibes))) return undefined;
  return `You mentioned feeling ${joinList(vibes)}, and I'm keeping that in mind.`;
}

function joinList(items: string[]): string {
  const lower = items.map((i) => i.toLowerCase());
  return lower.length < 2 ? (lower[0] ?? "") : `${lower.slice(0, -1).join(", ")} and ${lower.at(-1)}`;
}

/** Streams the reply word by word, as a model would, so the chat shows it arriving. */
export function createBuiltinProvider(): AiProvider {
  // The language model loads now, at start-up, rather than delaying the first person's reply.
  loadNlp();
  return {
    name: "builtin",
    async reply(request, onDelta) {
      const text = builtinReply(request);
      if (onDelta) for (const chunk of text.match(/\S+\s*/g) ?? []) onDelta(chunk);
      return text;
    },
  };
}
