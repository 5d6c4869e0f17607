/**
 * The offline companion: no network, no model. It reads the turn it is answering and the feeling
 * in it (companion/understand.ts), says back what it heard in its own words, names the feeling
 * tentatively, then moves the conversation on with ONE thing: an open question not yet asked in
 * this conversation, or, when asked for help, one or two small things to try, offered as options.
 * Its memory is the conversation's last turns (companion/memory.ts); it never says a sentence of
 * its last few replies again, even reworded, nor one thing twice in a reply (companion/repeats.ts). Deterministic for the same
 * conversation; at most MAX_WORDS words (companion/fit.ts). What it heard, the next question,
 * suggestions and calm company are in companion/heard.ts, next-question.ts, offers.ts, calm.ts.
 */
import { disclosesHarm } from "../../shared/harm-disclosure.js";
import { afterLossReply } from "./companion/after-loss.js";
import { questionAnswer } from "./companion/answers.js";
import { calmLine } from "./companion/calm.js";
import { complaintReply } from "./companion/complaint.js";
import { inContext } from "./companion/context.js";
import { crisisCounselorReply } from "./companion/crisis-counselor.js";
import { dyingWordsReply, speaksOfDying } from "./companion/dying-words.js";
import { fit, type Lines } from "./companion/fit.js";
import { inFocus } from "./companion/focus.js";
import { harmReply } from "./companion/harm.js";
import { heard } from "./companion/heard.js";
import { kindredToolsReply } from "./companion/kindred-tools.js";
import { lightReply, wantsAnother } from "./companion/light.js";
import { remember, type Memory } from "./companion/memory.js";
import { freshQuestion, nextQuestion } from "./companion/next-question.js";
import { loadNlp } from "./companion/nlp.js";
import { medicalLimit, suggest } from "./companion/offers.js";
import { fresh, rotate, saidLately, sayOnce } from "./companion/repeats.js";
import { riskyHabitReply } from "./companion/risky-habits.js";
import { understand, type Reading } from "./companion/understand.js";
import { voiceOf, type Voice } from "./companion/voices.js";
import type { AiProvider, AiRequest } from "./provider.js";

export function builtinReply(request: AiRequest): string {
  if (request.persona.id === "crisis") return crisisCounselorReply(request);
  const memory = remember(request.history);
  if (!request.message.trim()) return greeting(request, voiceOf(request.persona.id), memory);
  const reading = inContext(understand(request.message), request.message, memory);
  // Luna speaks of the night only when the person does (focus.ts).
  const voice = inFocus(voiceOf(request.persona.id), reading, memory, request.message);
  // Harm told of comes before everything the words might otherwise be taken for (harm.ts), and words
  // of one's own dying, which crisis mode missed, before grief or a question (dying-words.ts); then
  // what Kindred's tools answer (kindred-tools.ts) and habits that harm (risky-habits.ts), which
  // the room's talk would otherwise meet with a yes, a shrug or another conversation's topic.
  const lower = request.message.toLowerCase().replace(/[’`]/g, "'");
  const said = disclosesHarm(request.message)
    ? harmReply(memory)
    : speaksOfDying(lower)
      ? dyingWordsReply(memory)
      : (kindredToolsReply(lower.replace(/@\w+/g, " "), toolsContext(request), memory) ??
        riskyHabitReply(lower, memory) ??
        answer(request, lower, reading, voice, memory));
  // No sentence of the last few replies again, even reworded, nor one thing twice in this one (repeats.ts).
  const lines = sayOnce(said.filter((line): line is string => Boolean(line) && !saidLately(line!, memory.recent)));
  // Never an empty reply: a calm line keeps the person company.
  return fit(lines, request.message) || calmLine(voice, memory);
}

const toolsContext = ({ matched, minimumAge }: AiRequest) => ({ matched: Boolean(matched), minimumAge });

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
function answer(request: AiRequest, lower: string, reading: Reading, voice: Voice, memory: Memory): Lines {
  const { persona, theme } = request;
  if (wantsAnother(request.message, request.history)) return lightReply(memory);
  // After a loss, comfort, a small good thing or a step back into life is met gently (after-loss.ts).
  const afterLoss = afterLossReply(reading, lower, memory);
  if (afterLoss) return afterLoss;
  const question = () => nextQuestion(reading, voice, memory);
  switch (reading.turn) {
    case "complaint":
      return complaintReply(request.message, memory, question);
    case "about-persona":
      return [
        rotate(
          [
            // Its name, whose it is and what it is, whichever way it is asked (PRODUCT.md: each room's AI persona).
            `I'm ${persona.name}, Kindred's AI companion, not a person.`,
            `I'm ${persona.name}, an AI that Kindred made, so there's no person on this side of the chat.`,
            `${persona.name} here: Kindred's AI companion, keeping you company.`,
          ],
          memory,
        ),
        // Honest both ways: the companion is automated, and the person Kindred finds is real.
        request.matched
          ? "The person you're matched with here is a real person."
          : fresh(
              [
                // Not "Kindred" again: beside "Kindred's AI companion" it would read as the same sentence (repeats.ts).
                "The person you'll be matched with will be a real person.",
                "When someone joins you here, that will be a real person.",
              ],
              memory,
            ),
        fresh([voice.here], memory),
        question(),
      ];
    case "wants-human":
    case "about-match":
      if (request.matched) {
        return [
          rotate(
            [
              "You're already matched: the other person in this chat is a real person, and I'm an AI either of you can call on.",
              "The one you're matched with is real and here in this chat; I'm the AI beside you both.",
            ],
            memory,
          ),
          question(),
        ];
      }
      return reading.turn === "wants-human" ? wantsHuman(memory) : aboutMatch(theme.title, memory, question());
    case "testing":
      return [
        rotate(
          [
            "Yes, your messages are coming through.",
            "It's working; I can read every word you send.",
            "All good on this end: your messages arrive fine.",
          ],
          memory,
        ),
        fresh([`I'm ${persona.name}, the AI companion in ${theme.title}.`], memory),
        question(),
      ];
    case "light":
      return lightReply(memory);
    case "greeting":
      return [fresh(["Hi, good to have you here.", "Hello again.", "Hey, I'm still here."], memory), question()];
    case "help":
      // Acknowledges only what this message says; the suggestions draw on the whole conversation.
      return [
        ...heard(reading, memory, false).slice(0, 1),
        ...medicalLimit(reading, memory),
        ...suggest(reading, memory, reading.medical ? 1 : 2),
      ];
    case "question": {
      // The person's words before this question, for "what do you think of that?".
      const before = request.history.filter((turn) => turn.role === "user").at(-1)?.content;
      return questionAnswer(request.message, before, reading, voice, memory);
    }
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
    rotate(
      [
        "Kindred is still looking for a person for you, and they'll appear right here when they join.",
        "The search for a person is still on; they'll show up in this chat the moment they join.",
        "No one has joined yet, and Kindred will bring them here as soon as someone does.",
      ],
      memory,
    ),
    rotate(
      [
        "Until then I'm an AI keeping you company, and you're welcome to just wait quietly too.",
        "I'm only an AI, but I'm glad to keep you company while you wait.",
      ],
      memory,
    ),
  ];
}

function aboutMatch(room: string, memory: Memory, question: string | undefined): Lines {
  const status = [
    `I can't see how long it will take, but Kindred is looking for someone in ${room} for you right now.`,
    "It's still searching; the moment someone joins, you'll see them here.",
  ];
  return [fresh(status, memory), question];
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
