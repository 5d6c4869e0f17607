/**
 * Multi-turn conversations with the persona while waiting for a match, one or more per room:
 * people who come back to the same worry, ask for help twice, change subject, say thanks. Written
 * from how such chats go, before the companion's rules and never edited to make them pass.
 */
import { ABOUT_THE_COMPANION } from "./scripts-about-the-companion.js";
import { QUESTIONS_ASKED } from "./scripts-questions-asked.js";
import { line, type Script } from "./types.js";

const l = line;

export const SCRIPTS: Script[] = [
  {
    themeId: "late-night",
    lines: [
      l("venting", "distressed", "I can't sleep again, my mind keeps racing"),
      l("venting", "distressed", "just work stuff. tomorrow's presentation mostly"),
      l("help", "distressed", "what should I do?"),
      l("thanks", "distressed", "thanks. it's hard"),
      l("help", "distressed", "anything else I could try?"),
      l("venting", "distressed", "still awake lol"),
    ],
  },
  {
    themeId: "late-night",
    lines: [
      l("greeting", "neutral", "hey luna"),
      l("venting", "distressed", "can't sleep, thinking about my ex again"),
      l("venting", "distressed", "we were together 4 years and now its like I never existed"),
      l("about-persona", "neutral", "are you even real?"),
      l("venting", "distressed", "ok. it's kind of nice to talk anyway"),
    ],
  },
  {
    themeId: "existential",
    lines: [
      l("venting", "distressed", "sometimes I feel like nothing I do matters"),
      l("question", "neutral", "do you think people can find meaning in boring jobs"),
      l("venting", "neutral", "I used to want to be a teacher"),
      l("help", "distressed", "how do I figure out what I actually want"),
    ],
  },
  {
    themeId: "unsent-letters",
    lines: [
      l("venting", "distressed", "I never got to say goodbye to my grandma"),
      l("venting", "distressed", "she raised me basically. and I was abroad when she went"),
      l("help", "distressed", "how would I even start a letter to her"),
      l("thanks", "neutral", "thank you, that helps"),
    ],
  },
  {
    themeId: "overthinking-spiral",
    lines: [
      l("venting", "distressed", "I said something dumb in a meeting and I can't stop thinking about it"),
      l("venting", "distressed", "everyone probably thinks I'm an idiot now"),
      l("help", "distressed", "how do I make it stop"),
      l("venting", "distressed", "it's still going round and round"),
      l("help", "distressed", "what else can I do?"),
    ],
  },
  {
    themeId: "overthinking-spiral",
    lines: [
      l("venting", "distressed", "my heart is pounding and I feel anxious for no reason"),
      l("help", "distressed", "can you help me calm down"),
      l("venting", "distressed", "a bit better. still shaky"),
    ],
  },
  {
    themeId: "burnout-zone",
    lines: [
      l("venting", "distressed", "I'm exhausted. nursing shifts are killing me"),
      l("venting", "distressed", "and then I come home and my kids need me too"),
      l("help", "distressed", "any advice for getting through the week?"),
      l("about-match", "neutral", "how long does matching usually take"),
    ],
  },
  {
    themeId: "burnout-zone",
    lines: [
      l("venting", "distressed", "finals week and I haven't slept properly in days"),
      l("venting", "distressed", "my parents expect straight As"),
      l("help", "distressed", "what should I do"),
      l("help", "distressed", "something else?"),
    ],
  },
  {
    themeId: "need-to-vent",
    lines: [
      l("venting", "distressed", "I need to vent. my sister borrowed money again and just vanished"),
      l("venting", "distressed", "and my mum takes her side every single time"),
      l("venting", "distressed", "I'm so done with all of them"),
      l("thanks", "neutral", "thanks for letting me rant"),
    ],
  },
  {
    themeId: "heartbreak-anonymous",
    lines: [
      l("venting", "distressed", "he left me for someone at his work"),
      l("venting", "distressed", "I keep thinking what's wrong with me"),
      l("help", "distressed", "how do I stop checking his profile"),
      l("wants-human", "distressed", "can I just talk to a person please"),
    ],
  },
  {
    themeId: "heartbreak-anonymous",
    lines: [
      l("venting", "distressed", "my cat died this morning"),
      l("venting", "distressed", "she was 16. I had her since I was a kid"),
      l("question", "distressed", "is it stupid to be this sad about a cat?"),
    ],
  },
  {
    themeId: "unknown-feelings",
    lines: [
      l("venting", "distressed", "I feel off and I don't know why"),
      l("venting", "distressed", "not sad exactly. more like empty"),
      l("question", "neutral", "what's the difference between numb and empty?"),
      l("venting", "distressed", "yeah I guess that's it"),
    ],
  },
  {
    themeId: "today-was-too-much",
    lines: [
      l("venting", "distressed", "today was awful from start to finish"),
      l("venting", "distressed", "got yelled at by a customer and then my bus broke down"),
      l("help", "distressed", "I just want to feel normal again. what can I do tonight?"),
      l("thanks", "positive", "ok that sounds nice actually, thanks"),
    ],
  },
  {
    themeId: "tiny-wins",
    lines: [
      l("good-news", "positive", "I made my bed today!"),
      l("good-news", "positive", "and I answered two emails I'd been avoiding for weeks"),
      l("question", "neutral", "is it silly to be proud of that?"),
    ],
  },
  {
    themeId: "gratitude-flow",
    lines: [
      l("good-news", "positive", "I'm grateful for the sunshine this morning"),
      l("good-news", "positive", "and my neighbour helped me carry the shopping up"),
      l("venting", "distressed", "honestly it's been a rough month though"),
    ],
  },
  {
    themeId: "self-love-practice",
    lines: [
      l("venting", "distressed", "I hate how I look in photos"),
      l("venting", "distressed", "everyone else seems so put together"),
      l("help", "distressed", "how do I be kinder to myself"),
      l("help", "distressed", "anything else?"),
    ],
  },
  {
    themeId: "manifestation-circle",
    lines: [
      l("venting", "positive", "I want to move to the coast next year"),
      l("venting", "neutral", "but I'm scared of leaving my friends"),
      l("help", "neutral", "what would be a good first step?"),
    ],
  },
  {
    themeId: "aligned-af",
    lines: [
      l("venting", "neutral", "my job pays well but I feel like I'm selling out"),
      l("question", "neutral", "is it wrong to want more than money"),
      l("venting", "neutral", "I care about the environment and I work for an oil company"),
    ],
  },
  {
    themeId: "entrepreneurial-journey",
    lines: [
      l("venting", "distressed", "running my startup alone is so lonely"),
      l("venting", "distressed", "my co-founder quit last month"),
      l("help", "distressed", "any advice on not burning out?"),
      l("good-news", "positive", "we did hit 100 users yesterday though"),
    ],
  },
  {
    themeId: "calm",
    lines: [
      l("greeting", "neutral", "hello"),
      l("testing", "neutral", "testing testing"),
      l("about-persona", "neutral", "what are you exactly?"),
      l("about-match", "neutral", "when will someone join?"),
      l("venting", "distressed", "I just feel really alone lately"),
    ],
  },
  {
    themeId: "heartbreak-anonymous",
    lines: [
      l("venting", "distressed", "my girlfriend ended things on saturday"),
      l("venting", "distressed", "she's gone and the flat feels so empty"),
      l("question", "distressed", "will it always hurt this much?"),
    ],
  },
  {
    themeId: "self-love-practice",
    lines: [
      l("venting", "distressed", "messed up a spreadsheet at work this morning and I keep going over it"),
      l("venting", "distressed", "I never feel good enough no matter what I do"),
      l("thanks", "neutral", "thanks"),
      l("venting", "neutral", "ok"),
    ],
  },
  // Appended last: transcripts.ts names the scripts above by their place in this list.
  ...ABOUT_THE_COMPANION,
  ...QUESTIONS_ASKED,
];
