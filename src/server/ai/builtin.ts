/**
 * The offline companion: no network, no model, yet not a canned line. It greets in the persona's
 * voice, reflects the person's own words back, names a feeling it hears, remembers the chosen
 * vibes and the room's theme, and asks one gentle open question — choosing among phrasings so that
 * it does not repeat itself within a conversation. Deterministic for the same conversation.
 */
import type { ThemeGroupId } from "../../shared/themes.js";
import type { AiProvider, AiRequest } from "./provider.js";

const QUESTIONS: Record<ThemeGroupId | "default", string[]> = {
  reflective: [
    "What's the thought that keeps coming back to you?",
    "If this feeling had a shape or a colour, what would it be?",
    "What would you say to a friend who told you the same thing?",
    "What part of it feels most unfinished?",
    "When did you first notice yourself thinking about this?",
  ],
  overwhelm: [
    "What is the one thing that feels heaviest right now?",
    "If you could set one thing down for tonight, what would it be?",
    "What would a slightly gentler next hour look like?",
    "Who or what usually helps you catch your breath?",
    "What has been asking the most of you lately?",
  ],
  heart: [
    "How have you been looking after your heart this week?",
    "What do you wish the other person understood?",
    "What do you miss most, if you let yourself say it?",
    "What would feel like a small kindness to yourself today?",
    "What is the hardest moment of the day with this?",
  ],
  gentle: [
    "What is one small thing that went right today?",
    "Who would you love to share this with?",
    "How did it feel in your body when that happened?",
    "What would you like more of this week?",
    "What are you quietly proud of?",
  ],
  manifestation: [
    "What's a dream you'd love to say out loud today?",
    "What would it look like if this went even a little better than you hope?",
    "What is one step you could take this week?",
    "What is pulling you toward this?",
    "What would you tell yourself a year from now?",
    "What feels most alive about this idea for you?",
  ],
  default: [
    "What's been on your mind today?",
    "How are you really doing, underneath it all?",
    "What would help you feel a little lighter right now?",
    "What made you want to talk today?",
    "What would you like the next person you meet here to know?",
  ],
};

const REFLECTIONS = [
  (words: string) => `Thank you for telling me: "${words}".`,
  (words: string) => `I hear you when you say "${words}".`,
  (words: string) => `"${words}" — that matters, and I'm glad you said it.`,
  (words: string) => `It means something that you shared "${words}".`,
];

const FEELINGS: [RegExp, string][] = [
  [/\b(tired|exhausted|drained|burn(?:ed|t)? ?out|worn)\b/i, "tiredness"],
  [/\b(alone|lonely|isolated|nobody|no one)\b/i, "loneliness"],
  [/\b(anxious|worried|worry|nervous|scared|afraid|panic)\b/i, "worry"],
  [/\b(angry|mad|furious|annoyed|frustrat\w*)\b/i, "frustration"],
  [/\b(sad|down|cry|crying|hurt|heartbroken|miss)\b/i, "sadness"],
  [/\b(happy|glad|proud|excited|grateful|thankful|win|won)\b/i, "joy"],
  [/\b(confused|lost|stuck|unsure)\b/i, "uncertainty"],
];

const FEELING_LINES = [
  (feeling: string) => `I can hear some ${feeling} in that.`,
  (feeling: string) => `There's a lot of ${feeling} there, and that makes sense.`,
  (feeling: string) => `That ${feeling} is welcome here, just as it is.`,
];

/** A short, quotable piece of what the person wrote: their first sentence, at most twelve words. */
export function keyWords(message: string): string {
  const withoutHandles = message
    .replace(/@\w+/g, "")
    .replace(/\s+/g, " ")
    // "hey @sage, I can't sleep" reads "hey, I can't sleep", not "hey , I can't sleep".
    .replace(/ ([,;:.!?])/g, "$1")
    .replace(/^[,;:]\s*/, "")
    .trim();
  const first = withoutHandles.split(/(?<=[.!?])\s/)[0] ?? "";
  const words = first
    .replace(/[.!?]+$/, "")
    .split(" ")
    .filter(Boolean);
  return words.length > 12 ? `${words.slice(0, 12).join(" ")}…` : words.join(" ");
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The option at the seeded position, or the next one not already said in this conversation. */
function pick<T>(options: T[], seed: number, said: string, render: (option: T) => string): string {
  for (let i = 0; i < options.length; i++) {
    const text = render(options[(seed + i) % options.length]!);
    if (!said.includes(text)) return text;
  }
  return render(options[seed % options.length]!);
}

export function builtinReply(request: AiRequest): string {
  const { persona, theme, history, message, vibes } = request;
  const said = history
    .filter((turn) => turn.role === "assistant")
    .map((turn) => turn.content)
    .join("\n");
  const seed = hash(`${theme.id}|${history.length}|${message}`);
  const questions = QUESTIONS[theme.group ?? "default"];
  // A greeting opens with the room's first question, which stands on its own without context.
  const question = message.trim() ? pick(questions, seed, said, (q) => q) : questions[0]!;

  if (persona.id === "crisis") return crisisReply(said);

  if (!message.trim()) {
    const vibeLine = vibes.length ? ` I see you're feeling ${joinList(vibes)} — thank you for sharing that.` : "";
    return `Hi, I'm ${persona.name}, an AI companion here in ${theme.title} (${persona.specialty.toLowerCase()}).${vibeLine} While we find you someone to talk with, I'm here. ${question}`;
  }

  const parts: string[] = [];
  const words = keyWords(message);
  if (words) parts.push(pick(REFLECTIONS, seed, said, (reflect) => reflect(words)));
  const feeling = FEELINGS.find(([pattern]) => pattern.test(message))?.[1];
  if (feeling) parts.push(pick(FEELING_LINES, seed >>> 3, said, (line) => line(feeling)));
  if (vibes.length && !said.includes(joinList(vibes))) {
    parts.push(`You mentioned feeling ${joinList(vibes)}; I'm keeping that in mind.`);
  }
  parts.push(question);
  return parts.join(" ");
}

/** In a crisis the companion does one thing: stay present and point to people who can help now. */
function crisisReply(said: string): string {
  const opening = said
    ? "I'm still here with you."
    : "I'm the Crisis Counselor, an AI companion, and I'm here with you right now.";
  return `${opening} What you're feeling matters. Please reach out to someone who can help tonight: call or text 988 in the US, call Samaritans on 116 123 in the UK and Ireland, or find a line near you at findahelpline.com. If you're in immediate danger, call your local emergency number. Are you safe right now?`;
}

function joinList(items: string[]): string {
  const lower = items.map((i) => i.toLowerCase());
  return lower.length < 2 ? (lower[0] ?? "") : `${lower.slice(0, -1).join(", ")} and ${lower.at(-1)}`;
}

/** Streams the reply word by word, as a model would, so the chat shows it arriving. */
export function createBuiltinProvider(): AiProvider {
  return {
    name: "builtin",
    async reply(request, onDelta) {
      const text = builtinReply(request);
      if (onDelta) for (const chunk of text.match(/\S+\s*/g) ?? []) onDelta(chunk);
      return text;
    },
  };
}
