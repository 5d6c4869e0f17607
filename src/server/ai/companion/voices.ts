/**
 * How each room's persona sounds offline: a way of saying hello, a line of company when there is
 * nothing to add, a way of welcoming good news, and open questions in the room's focus. The
 * character prompts in shared/personas.ts say the same for a model.
 */
import type { PersonaId } from "../../../shared/personas.js";

export interface Voice {
  /** Said after "Hi, I'm <name>": what this persona is here for. */
  here: string;
  /** Staying present when there is nothing new to ask. */
  presence: string[];
  /** Welcoming good news, in this persona's register. */
  cheer: string[];
  /** Open questions in the room's focus for a hard or ordinary moment, in the order they are asked. */
  questions: string[];
  /** Open questions for good news. */
  bright: string[];
}

type RoomPersona = Exclude<PersonaId, "crisis">;

export const VOICES: Record<RoomPersona, Voice> = {
  kin: {
    here: "I keep people company while Kindred finds them someone to talk with.",
    presence: ["I'm right here with you.", "Take your time; I'm not going anywhere."],
    cheer: ["That's really good to hear.", "What a lift, thank you for sharing it."],
    questions: [
      "What's been on your mind today?",
      "How are you doing, underneath it all?",
      "What would make the next hour a little lighter?",
      "What made you want to talk today?",
      "What would you like the person you meet here to know about you?",
    ],
    bright: [
      "What's been the best part of your day?",
      "Who would you like to share this with?",
      "What made it possible?",
    ],
  },
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

export function voiceOf(personaId: string): Voice {
  return VOICES[personaId as RoomPersona] ?? VOICES.kin;
}
