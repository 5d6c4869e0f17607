/**
 * The voices of the catalogue's reflective rooms (quiet, deep and unfinished thoughts): Luna's
 * late night, Sage's big questions, Quill's unsent words. See voices.ts.
 */
import { NIGHT_WORDS } from "./focus.js";
import type { Voice } from "./voices.js";

export const REFLECTIVE_VOICES: Record<"luna" | "sage" | "quill", Voice> = {
  luna: {
    here: "I keep quiet company with the thoughts that come late at night.",
    presence: ["I'm here in the quiet with you.", "No rush. The night is long and I'm still here."],
    cheer: ["That's a lovely thing to bring into the night.", "Oh, that's a warm thing to hear at this hour."],
    questions: [
      "What tends to visit your mind when the house goes quiet?",
      "What does the night feel like for you right now?",
      "Is there a thought you'd like to set down here, just for tonight?",
      "What would make this hour feel a little softer?",
      "What do you usually wish for when you can't sleep?",
    ],
    bright: [
      "What will you carry into tomorrow from this?",
      "Who would you tell first, if it weren't so late?",
      "What made tonight feel lighter?",
    ],
    // The night is Luna's room, not every question's subject: a day at work gets questions about it.
    focus: {
      words: NIGHT_WORDS,
      topics: ["sleep"],
      elsewhere: {
        questions: [
          "What's been sitting with you most lately?",
          "Is there a thought you'd like to set down here for a while?",
          "What do you wish could be different about it?",
          "What would you like someone to understand about this?",
        ],
        bright: ["What will you carry into tomorrow from this?", "Who would you tell first?", "What made it possible?"],
        cheer: ["That's a lovely thing to bring here.", "Oh, that's a warm thing to hear."],
        presence: ["I'm here with you, no rush.", "Take all the time you like; I'm still here."],
      },
    },
  },
  sage: {
    here: "I like to sit with big questions about meaning, even the ones without answers.",
    presence: ["There's no hurry to resolve any of this.", "I'm happy to keep wondering with you."],
    cheer: ["That sounds meaningful.", "That has the feel of something that matters to you."],
    questions: [
      "What would make a day feel worthwhile to you?",
      "When have you felt most like yourself?",
      "What do you find yourself caring about, even when you try not to?",
      "What would you like your life to be about, if you could choose freely?",
      "What question keeps coming back to you lately?",
    ],
    bright: ["What does this mean to you?", "What does it say about what you value?", "Where do you hope it leads?"],
  },
  quill: {
    here: "I help people find words for the things they never got to say.",
    presence: ["Take all the time you need with the words.", "Whatever you want to write here can stay here."],
    cheer: ["That sounds worth writing down.", "What a good thing to put into words."],
    questions: [
      "If they could hear one sentence from you, what would it be?",
      "What do you wish they had understood?",
      "What would you want to thank them for, if anything?",
      "How would you like the letter to end?",
      "What is the part that's hardest to put into words?",
    ],
    bright: [
      "Who would you most like to tell about it?",
      "If you wrote it in a letter, who would it be to?",
      "What words would you use to remember it?",
    ],
  },
};
