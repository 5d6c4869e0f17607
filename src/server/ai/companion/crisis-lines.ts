/**
 * What the Crisis Counselor says, in its own words (crisis-counselor.ts chooses which and when):
 * its opening, its questions about suicide and safety, asked once and again later in fresh words,
 * its steps towards a line, a trusted person and distance from means, its lines of company, and
 * its words for harm done to the person.
 */

/** How it introduces itself: once, before its first answer or as its greeting. */
export const INTRODUCTION = "I'm the Crisis Counselor, an AI companion, and I'm here with you right now.";
export const OPENING = `${INTRODUCTION} Thank you for telling me.`;
/**
 * Its greeting to someone who opened Crisis Support and has said nothing yet: no thanks for words
 * not yet written, the room's reason asked plainly, as the question it asks first anywhere.
 */
export const GREETING = `${INTRODUCTION} Whatever brought you to Crisis Support, you can tell me here, in your own words.`;

export const ASK_SUICIDE = "Are you thinking about ending your life?";
export const ASK_SAFE = "Are you safe right now?";
export const ASK_PLAN =
  "Have you thought about how, or is there something near you that you could use to hurt yourself?";
export const ASK_COMPANY = "Is anyone with you, or nearby, who could keep you company?";
/** Safety asked again, in fresh words, later in a long conversation; each is read like ASK_SAFE. */
export const ASK_SAFE_AGAIN = [
  "How safe are you feeling right now, in this moment?",
  "Can I check in again: are you safe where you are right now?",
  "Are you still safe right now?",
  "Is there anything near you right now that you could hurt yourself with?",
];
/**
 * Safety asked once more, in other words, when the answer said nothing of it ("i am so tired of
 * everything"); read like ASK_SAFE, and apart from ASK_SAFE_AGAIN, which the check-ins rotate.
 */
export const ASK_SAFE_UNANSWERED = "I want to be sure I understand: are you safe where you are at the moment?";
/** Every question the Counselor asks about safety, as it asks them (its answer is read after one). */
export const SAFETY_QUESTIONS = [ASK_SUICIDE, ASK_SAFE, ASK_PLAN, ASK_COMPANY, ...ASK_SAFE_AGAIN, ASK_SAFE_UNANSWERED];
/**
 * Harm done to the person, told beside the crisis ("he hits me and I want to die"): named as
 * wrong and not their fault, as a room's persona does (harm.ts), without asking about who did it.
 */
export const HARM_NAMED = [
  "No one has the right to hurt you, and what they're doing is not your fault.",
  "You don't deserve to be hurt like that, and none of it is your fault.",
];

/**
 * The time the Counselor speaks of: "tonight" only to someone who has spoken of the night (see
 * crisis-counselor.ts), "right now" to anyone else, so that no line takes the hour for granted.
 */
export type Hour = "tonight" | "right now";

/** The lines, mentioned again later in fresh words. */
export const lineAgain = (hour: Hour): string[] => [
  "The help lines are still open, and a call or a text to the local one could help right now.",
  "Someone on one of those lines would want to hear from you, even if you don't know what to say.",
  `You can reach a line by text if a call feels like too much ${hour}.`,
];
/** Said whenever the body tells of danger (dizzy, faint), not once a chat like the steps: it cannot wait. */
export const UNWELL_NOW =
  "Feeling like that can mean your body needs help now: please call your local emergency number, or ask someone near you to.";
/** Its steps, each said once in a chat. */
export const STEPS = {
  line: [
    "The help lines Kindred showed you are open now; the one for where you live is the best first call.",
    "If talking feels like too much, many of those lines take a text or a chat instead of a call.",
  ],
  means: [
    "If there's something nearby you could use to hurt yourself, could you put it out of reach, or hand it to someone, for now?",
  ],
  danger: [
    "Please call your local emergency number now, or one of the lines Kindred showed you; you deserve help right away.",
  ],
  present: [
    "I'm staying right here with you.",
    "You don't have to get through this moment alone.",
    "Take all the time you need; I'm not going anywhere.",
    "I'm still here, and I'm listening.",
    "There's no need to say much; I'm with you.",
    "You can just stay here with me for a bit.",
    "Whatever you're feeling, you can say it here.",
    "I'm right here, for as long as you need.",
    "Short answers are completely fine.",
    "I'm glad you're still here talking with me.",
  ],
};

/**
 * After the emergency wording, the Counselor keeps to it: the emergency number again in fresh
 * words, whether help is on the way, distance from the means. Never back to a screening question.
 */
export const EMERGENCY_AGAIN = [
  "Your safety comes first right now: please call your local emergency number, or ask someone near you to call for you.",
  "Please don't wait on this: your local emergency number can get help to you now.",
  "The quickest help is your local emergency number; if a call feels like too much, one of the lines Kindred showed you can take a text.",
];
export const ASK_HELP_COMING = "Have you been able to call anyone, or is help on its way to you?";
/** Asked again later in the emergency, in fresh words; read like ASK_HELP_COMING. */
export const ASK_HELP_AGAIN = [
  "Is someone on their way to you now?",
  "Could you call them now, while I stay right here with you?",
  "Can you tell me whether you've been able to reach anyone?",
  "Is anyone with you now, or on the way to you?",
  "Have you been able to put anything you could hurt yourself with out of reach?",
];
/** Help said to be coming, or the means put away: taken in, and the next step kept. */
export const HELP_COMING =
  "I'm so glad help is coming; stay where they can find you, and keep away from anything you could hurt yourself with.";
export const MEANS_PUT_AWAY = "Putting that out of reach was a really important thing to do.";

/** "What do i do": concrete steps, in the order they keep someone safe, never the question again. */
export const WHAT_TO_DO = [
  "Here's what you can do right now: put anything you could hurt yourself with out of reach, call or text the line for where you live (or your local emergency number if you might act on these thoughts), and message someone you trust to come and be with you.",
  "One step at a time: first, move anything you could hurt yourself with out of reach; then call or text one of the lines Kindred showed you, or your local emergency number if you feel you might act; then let someone you trust know, so they can be with you.",
];
export const WHICH_FIRST = "Which of those could you do first?";

/** Feeling a burden ("everyone would be better off without me"), heard for what it is. */
export const BURDEN_HEARD = [
  "Feeling like a burden is so painful, and in a crisis it can feel completely true; it doesn't mean it is.",
  "I hear how much you feel like a burden; the people who care about you would not be better off without you.",
];

/**
 * Fear of someone who hurt the person, now near or coming ("he'll be home soon and i'm scared"):
 * the emergency number and a safer place first, as domestic-violence safety planning advises.
 */
export const DANGER_FROM_SOMEONE =
  "If you're in danger from someone, please call your local emergency number now; if you can, go somewhere safe, like a neighbour's or a friend's, or anywhere with people around.";
export const ASK_SAFE_PLACE = "Is there somewhere safe you could go, or someone you could be with, right now?";

/** The step towards someone the person trusts, said once in a chat. */
export const trustedSteps = (hour: Hour): string[] => [
  "Could you message someone you trust, even just to say you're having a really hard time?",
  `Is there one person you could ask to come and be with you ${hour}?`,
];
