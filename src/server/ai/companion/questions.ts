/**
 * Open questions about what the person brought up, whatever the room: one is asked per reply,
 * never one already asked in the conversation (builtin.ts), and the room persona's own questions
 * (voices.ts) follow when these run out.
 */
import type { FeelingId } from "./lexicon.js";
import type { TopicId } from "./topics.js";

export const TOPIC_QUESTIONS: Partial<Record<TopicId, string[]>> = {
  sleep: [
    "What tends to be on your mind when you're lying awake?",
    "What usually helps, even a little, on nights like this?",
  ],
  work: ["What part of work is weighing on you most?", "What would you change about work tomorrow, if you could?"],
  study: ["Which part of your studies feels heaviest right now?", "What would make this week of study more bearable?"],
  breakup: ["What do you find yourself missing most?", "What part of it keeps pulling you back?"],
  loss: ["What would you like to remember about them?", "What's the hardest time of day without them?"],
  family: ["What do you wish your family understood?", "Who in your family do you feel closest to?"],
  friends: ["What do you wish they knew about how this feels?", "How did things used to be between you?"],
  money: ["Which part of the money worry feels most urgent?", "Who could you talk to about the practical side of it?"],
  body: [
    "Where do you think that harsh voice about your looks comes from?",
    "What does your body do for you that you rarely notice?",
  ],
  meaning: ["What used to give your days meaning?", "What would make an ordinary day feel worth it to you?"],
  overthinking: [
    "What is the thought saying, if you put it in one sentence?",
    "How much of it is about what might happen, rather than what has?",
  ],
  building: ["What keeps you going with it when it's tough?", "Who do you have around you in this?"],
  goals: ["What draws you to it?", "What would the very first step look like?"],
  values: ["What matters most to you in this?", "What would a choice that fits your values look like here?"],
  unsaid: ["What would you most want them to hear?", "What stopped you from saying it back then?"],
};

/**
 * For a message about a part of life that says nothing of it weighing, from someone who has not
 * sounded hurt: asked without presuming it does ("my team threw me a party" is no work problem).
 * Sleep, loss, money, a breakup weigh by their nature and keep their questions.
 */
export const NEUTRAL_TOPIC_QUESTIONS: Partial<Record<TopicId, string[]>> = {
  work: ["What's been happening at work?", "How are things at work these days?"],
  study: ["How are your studies going?", "What are you studying at the moment?"],
  building: ["How's it going with what you're building?", "What are you working on right now?"],
  friends: ["What's going on with your friend?", "What's your friendship like these days?"],
  family: ["How are things with your family?", "Who in your family do you feel closest to?"],
};

export const FEELING_QUESTIONS: Partial<Record<FeelingId, string[]>> = {
  exhausted: ["How long has it been this tiring?"],
  anxious: ["What is the worry telling you will happen?"],
  lonely: ["When did you last feel really connected to someone?"],
  sad: ["How long have you been carrying this?"],
  numb: ["When did things start to feel this flat?"],
  overwhelmed: ["What's the one thing that feels heaviest right now?"],
  angry: ["What's underneath the anger, if you look closely?"],
  "self-critical": ["Would you say the same to a friend who did this?"],
  confused: ["What would help you see it a little more clearly?"],
  low: ["What has today been like for you so far?"],
  stung: ["What went through your mind when it happened?"],
  rough: ["What's been going on?"],
};

/** Regret after a loss: asked before the loss itself, since the regret is what the person brought. */
export const REGRET_IN_GRIEF_QUESTIONS = [
  // A friend first: it fits any loss, a pet's too, where "they would say" does not.
  "What would you say to a friend carrying this after a loss?",
  "What do you think they would say to you about it?",
];

/** When nothing more specific is left, for any room. */
export const GENERAL_QUESTIONS = [
  "What else is on your mind?",
  "What would help you feel a little more supported right now?",
  "How are you feeling now, compared to when you arrived?",
];
