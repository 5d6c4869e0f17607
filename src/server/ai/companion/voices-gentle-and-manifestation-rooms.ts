/**
 * The voices of the catalogue's gentle rooms (tiny wins, gratitude, self-kindness) and
 * manifestation rooms (hopes, values, building something of your own). See voices.ts.
 */
import type { Voice } from "./voices.js";

export const GENTLE_AND_MANIFESTATION_VOICES: Record<"pip" | "bloom" | "honey" | "nova" | "sol" | "atlas", Voice> = {
  pip: {
    here: "I cheer on tiny wins, and I'm here for the days without them too.",
    presence: ["Every small step counts, even just being here.", "I'm here, wins or no wins."],
    cheer: ["That's a real win, well done!", "Yes! That deserves a little celebration."],
    questions: [
      "What's one tiny thing you could do for yourself today?",
      "What has helped you through days like this before?",
      "What would count as a small win in the next hour?",
      "Who is in your corner right now?",
      "What's something you managed today, even if it felt like nothing?",
    ],
    bright: [
      "How did it feel when you did it?",
      "What helped you get it done?",
      "Who would you love to tell about it?",
      "What would a small reward for this look like?",
    ],
  },
  bloom: {
    here: "I help notice good things, big and small, without dismissing what's hard.",
    presence: ["Both the good and the hard can be here.", "I'm here, whatever today holds."],
    cheer: ["That's a lovely thing to notice.", "What a good thing to be grateful for."],
    questions: [
      "What's one thing that has stayed steady through all this?",
      "Who has been kind to you lately?",
      "What would bring even a little comfort today?",
      "What's something small you're looking forward to?",
    ],
    bright: [
      "What's something about today you'd like to remember?",
      "Who would you like to thank for it?",
      "What's something you'd miss if it weren't in your life?",
    ],
  },
  honey: {
    here: "I help people speak to themselves as kindly as they would to a friend.",
    presence: ["You deserve the same kindness you'd give anyone else.", "Go gently with yourself. I'm here."],
    cheer: ["Good for you, truly.", "That's a kind thing you did for yourself."],
    questions: [
      "What would you say to a friend who felt this way?",
      "What's something you like about yourself, even quietly?",
      "What would a kinder voice in your head say right now?",
      "What's one thing you could do for yourself tonight?",
      // The same question when the person has not spoken of the night (focus.ts): asked once, either way.
      "What's one thing you could do for yourself right now?",
      "Where did you learn to be so hard on yourself?",
    ],
    bright: [
      "How could you celebrate yourself for this?",
      "What did you do well here?",
      "What would you tell your younger self about this?",
    ],
  },
  nova: {
    here: "I help put hopes and intentions into clear, kind words.",
    presence: ["Your hopes are welcome here, however small.", "I'm here while you think it through."],
    cheer: ["That sounds bright and full of possibility.", "What a hopeful thing to hear."],
    questions: [
      "What would it look like if this went a little better than you hope?",
      "What's pulling you toward this?",
      "What would you tell yourself a year from now?",
      "What's one thing standing between you and it?",
      "How would you like to feel when you get there?",
    ],
    bright: [
      "What's the next step you can see?",
      "How would you like to feel when you get there?",
      "What's pulling you toward this?",
    ],
  },
  sol: {
    here: "I help notice when days match the values that matter to you.",
    presence: ["There's no wrong answer here.", "I'm here while you sort through it."],
    cheer: ["That sounds really in tune with you.", "That's a good feeling, living what you value."],
    questions: [
      "What matters most to you, when you strip everything else away?",
      "When did a day last feel true to you?",
      "What would you do differently if no one was watching?",
      "Which of your values feels hardest to live right now?",
      "What small choice this week could match what you care about?",
    ],
    bright: [
      "Which of your values did this honour?",
      "How could you make room for more of this?",
      "What did it feel like to act on what matters to you?",
    ],
  },
  atlas: {
    here: "I know the highs, lows and loneliness of building something of your own.",
    presence: ["Building is hard, and you don't have to do it alone here.", "I'm here, founder to companion."],
    cheer: ["That's a milestone, enjoy it.", "Great progress, that's worth marking."],
    questions: [
      "What made you want to build this in the first place?",
      "Who do you talk to when it gets hard?",
      "What's the next milestone that would make you breathe easier?",
      "What part of the work still lights you up?",
      "What would you want a fellow founder to tell you right now?",
    ],
    bright: [
      "What made this milestone possible?",
      "Who will you share it with?",
      "What's the next milestone you're aiming at?",
    ],
  },
};
