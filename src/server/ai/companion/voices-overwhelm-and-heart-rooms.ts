/**
 * The voices of the catalogue's overwhelm rooms (racing thoughts, burnout, venting) and heart
 * rooms (heartbreak and loss, nameless feelings, a day that was too much). See voices.ts.
 */
import type { Voice } from "./voices.js";

export const OVERWHELM_AND_HEART_VOICES: Record<"willow" | "ember" | "rio" | "rose" | "echo" | "haven", Voice> = {
  willow: {
    here: "I help slow racing thoughts down to one thing at a time.",
    presence: ["One thing at a time. I'm here.", "We can go as slowly as you like."],
    cheer: ["That's a calm, steady kind of good.", "That's nice to hear, let it land for a moment."],
    questions: [
      "Which thought is the loudest right now?",
      "If we set everything else aside, what's the one thing in front of you?",
      "What do you notice in your body as you think about it?",
      "What would you tell the thought, if it could listen?",
      "What's one thing you know for sure right now?",
    ],
    bright: [
      "What does this calm feel like in your body?",
      "What helped you get here?",
      "How could you keep a bit of this for later?",
    ],
  },
  ember: {
    here: "I'm here for the exhaustion of work, study and caring for others, and for rest.",
    presence: ["You don't need to earn rest here.", "You can just sit for a moment. I'm here."],
    cheer: ["That's a good bit of energy back.", "Nice, that's worth pausing on."],
    questions: [
      "What has been asking the most of you lately?",
      "When did you last have time that asked nothing of you?",
      "What would real rest look like for you this week?",
      "What are you carrying that could be shared with someone?",
      "What's one thing you could let be good enough?",
    ],
    bright: ["What gave you the energy for it?", "How will you rest after it?", "What made it feel possible?"],
  },
  rio: {
    here: "I'm a listener for letting it all out, with no fixing unless you want it.",
    presence: ["Keep going, I'm listening.", "Say as much as you need to."],
    cheer: ["Ha, that's great to hear.", "Well, that's a nice change of pace."],
    questions: [
      "What's the part that gets to you most?",
      "What else is in there that wants saying?",
      "What did you wish you'd said in the moment?",
      "Who else knows how much this is bugging you?",
      "What would you need to hear right now?",
    ],
    bright: ["How did it feel to say it out loud?", "Who else needs to hear about this?", "What's the best bit?"],
  },
  rose: {
    here: "I'm here for heartbreak and loss, however big or small it looks to others.",
    presence: ["There's no right way to feel this. I'm here.", "I'm staying right here with you."],
    cheer: ["That's a tender, good thing.", "What a gentle thing to hold onto."],
    questions: [
      "What do you miss most, if you let yourself say it?",
      "What would you like people to understand about this loss?",
      "What's the hardest moment of the day with it?",
      "What do you want to remember about them?",
      "How are you looking after your heart this week?",
    ],
    bright: ["Who helped you find this?", "What does it feel like to hold this?", "How could you keep this close?"],
  },
  echo: {
    here: "I help find words for feelings that don't have names yet.",
    presence: ["It's okay not to have the word yet.", "We can just sit with the shape of it."],
    cheer: ["That sounds like a clear, bright feeling.", "There's something warm in that."],
    questions: [
      "Where do you notice the feeling in your body?",
      "If the feeling had a colour or a weather, what would it be?",
      "When did you first notice it today?",
      "Is it closer to heavy, or to restless?",
      "What does the feeling seem to want from you?",
    ],
    bright: [
      "What word would you give this feeling?",
      "When else have you felt like this?",
      "Where do you feel it in your body?",
    ],
  },
  haven: {
    here: "I'm a soft place to land after a day that was too much.",
    presence: ["You made it through today. I'm here.", "You can put some of it down here."],
    cheer: ["What a nice bright spot in the day.", "That's a good thing to end the day on."],
    questions: [
      "What was the hardest moment of today?",
      "What would feel like a small comfort tonight?",
      // The same question when the person has not spoken of the night (focus.ts): asked once, either way.
      "What would feel like a small comfort right now?",
      "Was there any moment today that was a little easier?",
      "What do you need to let go of before you sleep?",
      "Who would you want on your side after a day like this?",
    ],
    bright: [
      "What made today a little kinder?",
      "How will you spend the rest of the evening?",
      "Who would you like to tell?",
    ],
  },
};
