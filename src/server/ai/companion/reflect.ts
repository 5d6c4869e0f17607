/**
 * The companion's own words for what it heard: a paraphrase of what the message is about and a
 * feeling named tentatively ("that sounds exhausting", "it sounds like…"). Never the person's
 * sentence quoted back; builtin.ts also drops any line that happens to share five words with it.
 */
import type { FeelingId } from "./lexicon.js";
import type { TopicId } from "./topics.js";
import type { Mood } from "./understand.js";

const HARD: Record<TopicId, string[]> = {
  sleep: ["Another night where sleep won't come.", "Sleep is keeping its distance again."],
  work: ["Work has been asking a lot of you.", "Things at work are weighing on you."],
  study: ["Your studies are piling on the pressure.", "There's a lot riding on your studies right now."],
  breakup: ["The end of that relationship is still very close.", "That relationship ending is still raw."],
  loss: ["You're missing someone who mattered a great deal.", "A loss like that leaves a big space behind."],
  family: ["Things at home are tangled right now.", "Family is a big part of this for you."],
  friends: ["Something between you and a friend is sitting with you.", "A friendship is on your mind."],
  money: ["Money worries are pressing in on you.", "The money side of things is weighing on you."],
  body: ["The way you see yourself is hurting right now.", "You're judging yourself very harshly."],
  meaning: ["You're asking what it all adds up to.", "Big questions about meaning are on your mind."],
  overthinking: ["Your mind keeps circling back to it.", "Your thoughts keep going round in loops."],
  building: ["Building something of your own can be a lonely road.", "Your venture is taking a lot out of you."],
  goals: ["You're weighing up a change you want to make.", "There's something you'd like to make real."],
  values: [
    "You're weighing what you do against what you care about.",
    "How you spend your days and what you value feel far apart.",
  ],
  unsaid: ["There are words you never got to say.", "Something important was left unsaid."],
};

/**
 * Guilt or regret after a loss ("i should have visited more"), said as part of that grief: so many
 * people look back this way after a death, and hearing it as grief keeps the loss in view.
 */
export const REGRET_IN_GRIEF = [
  "Guilt is such a common part of grief, and it can be very loud.",
  "Looking back after a loss, the 'if only' thoughts can be relentless.",
  "So much of grief comes back as regret; it says how much they mattered.",
];

const BRIGHT: Partial<Record<TopicId, string[]>> = {
  work: ["Things are moving at work."],
  building: ["Your venture is moving forward."],
  goals: ["You're picturing something you'd like to make real."],
  family: ["Things with your family feel closer."],
  friends: ["A friendship is looking up."],
};

/** For a message with no feeling in it: what it is about, without presuming it hurts. */
const NEUTRAL: Partial<Record<TopicId, string[]>> = {
  work: ["Work is on your mind."],
  study: ["Your studies are on your mind."],
  meaning: ["You're asking what it all adds up to.", "Big questions about meaning are on your mind."],
  building: ["Your venture is on your mind."],
  goals: ["You're picturing a change you'd like to make.", "There's something you'd like to make real."],
  values: ["You're weighing what you do against what you care about."],
  unsaid: ["There are words you'd still like to say."],
  friends: ["A friendship is on your mind."],
  family: ["Family is on your mind."],
};

const DEFAULT: Record<Mood, string[]> = {
  distressed: ["A lot is sitting with you right now.", "Today has left its mark on you."],
  positive: ["Something went your way.", "That's a real step forward."],
  neutral: [],
};

/** Ways to say what the message is about, best first; `general` adds the ones that fit any message. */
export function paraphrases(
  topics: TopicId[],
  people: string[],
  mood: Mood,
  racing: boolean,
  general: boolean,
): string[] {
  const options: string[] = [];
  const topic = topics[0];
  if (topic === "sleep" && racing && mood !== "positive")
    options.push("Sleep won't come, and your thoughts won't slow down.");
  const person = people[0];
  // Sleeplessness and racing thoughts are what it does to them; the person named is what it is about
  // ("my partner and I keep fighting and I can't sleep").
  const symptom = topic === "sleep" || topic === "overthinking";
  if (person && mood === "distressed" && (topic === "family" || topic === "friends" || symptom || !topic)) {
    options.push(`Things with your ${person} are weighing on you.`);
  }
  if (topic) {
    // Sleeplessness, loss or money trouble weigh by their nature, feeling words or not.
    const byMood = { positive: BRIGHT[topic], neutral: NEUTRAL[topic] ?? HARD[topic], distressed: HARD[topic] };
    options.push(...(byMood[mood] ?? []));
  }
  if (general) options.push(...DEFAULT[mood]);
  return options;
}

const NAMED: Record<FeelingId, string[]> = {
  exhausted: ["That sounds exhausting.", "You sound worn right down."],
  anxious: ["That sounds really unsettling.", "It sounds like there's a lot of worry in this."],
  lonely: ["That sounds lonely.", "It sounds lonely, carrying all this on your own."],
  sad: ["That sounds painful.", "I imagine that hurts a lot."],
  numb: ["It sounds like things feel flat and heavy.", "Maybe it's a kind of numbness that's hard to name."],
  overwhelmed: ["That sounds like a lot to carry at once.", "It sounds overwhelming."],
  angry: ["That sounds really frustrating.", "It makes sense that you'd feel angry."],
  "self-critical": ["It sounds like you're being very hard on yourself.", "That inner critic sounds loud today."],
  regret: ["It sounds like you're carrying some regret.", "Looking back like that can weigh so much."],
  confused: ["It sounds confusing, not knowing which way to turn.", "Maybe it's hard to make sense of right now."],
  low: ["It sounds like you're feeling pretty low.", "That sounds like a heavy kind of day."],
  stung: ["It sounds like that really stung.", "Being treated like that would upset anyone."],
  // Said as plainly as the person said it: "awful" is a rough time, not grief ("really" when strong).
  rough: ["That sounds rough.", "That doesn't sound like an easy time."],
  pleased: ["You sound really pleased, and rightly so.", "That sounds like a proper lift."],
  moved: ["That sounds like a moving moment.", "Tears like that say how much it meant."],
  grateful: ["There's real gratitude in that.", "That sounds like something to treasure."],
  hopeful: ["There's hope in that.", "That sounds full of possibility."],
};

/** The feeling most worth naming first when a message carries several. */
const PRIORITY: FeelingId[] = [
  "self-critical",
  "regret",
  "lonely",
  "sad",
  "exhausted",
  "anxious",
  "overwhelmed",
  "angry",
  "numb",
  "low",
  "confused",
  // Named by what happened or in general words: a feeling the person names comes first.
  "stung",
  "rough",
  "moved",
  "grateful",
  "pleased",
  "hopeful",
];

/** Ways to name the strongest feeling, tentatively; "really" when it was said strongly. */
export function feelingLines(feelings: FeelingId[], intense: boolean): string[] {
  const feeling = PRIORITY.find((id) => feelings.includes(id));
  if (!feeling) return [];
  const lines = NAMED[feeling];
  return intense ? lines.map((line) => line.replace(/^That sounds (?!really|like)/, "That sounds really ")) : lines;
}
