/**
 * Conversations in which the person speaks to the companion about itself or comes back to a loss
 * with guilt, and ones that lead it to ask a near-repeat question, as testers met them: "@rio are
 * you even listening" answered with a shrug, "i keep thinking i should have visited more" after
 * a grandmother's death answered as a fresh topic, "What has today been like…" after "What's been
 * on your mind today?". Written before the companion's rules for them, never edited to pass.
 */
import { DEFENSIVE_OR_GENERIC, HEARS_GUILT, OWNS_THE_MISS, SAYS_IT_IS_AI, SAYS_THE_MATCH_IS_REAL } from "./promises.js";
import { line, type Script } from "./types.js";

const l = line;

/** A complaint about the companion: owned warmly, and back to what the person was talking about. */
const owned = (backTo: RegExp) => ({
  shows: { "owns the miss": OWNS_THE_MISS, "comes back to what the person said": backTo },
  avoids: { "defends itself or shrugs": DEFENSIVE_OR_GENERIC },
});

/** A question about what it is: honest that it is automated and that the match is a person. */
const honest = {
  shows: { "says it is an AI": SAYS_IT_IS_AI, "says the match is a real person": SAYS_THE_MATCH_IS_REAL },
};

/** Guilt after a loss: heard as guilt, and as part of that loss. */
const guiltAfter = (loss: RegExp) => ({
  shows: { "hears the guilt or regret": HEARS_GUILT, "ties it to the loss": loss },
});

const WORK = /\b(?:work|boss|job|shout\w*|yell\w*)\b/i;
const EXAM = /\b(?:exams?|stud\w*|tests?|revis\w*)\b/i;
const SISTER = /\b(?:sister|family|home)\b/i;
const GRANDMOTHER = /\b(?:grandmother|grandma|gran|loss|losing|lost|grie\w*|died|death|miss\w*)\b/i;
const DAD = /\b(?:dad|father|loss|losing|lost|grie\w*|died|death|miss\w*)\b/i;
const DOG = /\b(?:dog|loss|losing|lost|grie\w*|died|death|miss\w*)\b/i;

export const ABOUT_THE_COMPANION: Script[] = [
  {
    themeId: "overthinking-spiral",
    lines: [
      l("venting", "distressed", "my boss shouted at me in front of everyone today"),
      l("complaint", "distressed", "@rio are you even listening", owned(WORK)),
      l("venting", "distressed", "i just keep replaying it"),
    ],
  },
  {
    themeId: "calm",
    lines: [
      l("venting", "distressed", "i have three exams next week and i haven't started revising"),
      l("complaint", "neutral", "you're not listening", owned(EXAM)),
      l("complaint", "neutral", "that's not what i said", owned(EXAM)),
    ],
  },
  {
    themeId: "need-to-vent",
    lines: [
      l("venting", "distressed", "my sister keeps reading my messages and my parents don't care"),
      l("venting", "distressed", "i feel like i have zero privacy at home"),
      l("complaint", "neutral", "you already asked that", owned(SISTER)),
      l("complaint", "distressed", "stop repeating yourself", owned(SISTER)),
    ],
  },
  {
    themeId: "burnout-zone",
    lines: [
      l("venting", "distressed", "work has been brutal, twelve hour days all month"),
      l("complaint", "neutral", "you sound like a robot", owned(WORK)),
      l("about-persona", "neutral", "are you a bot?", honest),
    ],
  },
  {
    themeId: "late-night",
    lines: [
      l("venting", "distressed", "cant sleep, exam tomorrow and my head won't switch off"),
      l("complaint", "distressed", "this is useless", owned(EXAM)),
      l("about-persona", "neutral", "are you real?", honest),
    ],
  },
  {
    themeId: "heartbreak-anonymous",
    lines: [
      l("about-persona", "neutral", "wait are you real or a bot", honest),
      l("about-persona", "neutral", "are you a real person?", honest),
    ],
  },
  {
    themeId: "heartbreak-anonymous",
    lines: [
      l("venting", "distressed", "my grandmother died last month"),
      l("venting", "distressed", "i keep thinking i should have visited more", guiltAfter(GRANDMOTHER)),
    ],
  },
  {
    themeId: "unsent-letters",
    lines: [
      l("venting", "distressed", "my dad passed away in march"),
      l("venting", "distressed", "if only i had called him that night", guiltAfter(DAD)),
      l("venting", "distressed", "i never got to say goodbye"),
    ],
  },
  {
    themeId: "calm",
    lines: [
      l("venting", "distressed", "we had to put our dog down on friday"),
      l("venting", "distressed", "i feel so guilty, maybe we could have caught it sooner", guiltAfter(DOG)),
    ],
  },
  {
    themeId: "existential",
    lines: [
      l("venting", "distressed", "lost my best friend to cancer in the spring"),
      l("venting", "neutral", "work's been ok"),
      l(
        "venting",
        "distressed",
        "i wish i'd told her how much she meant to me",
        guiltAfter(/\b(?:friend|her|she|loss|lost|grie\w*|miss\w*)\b/i),
      ),
    ],
  },
  // Short, low replies to the greeting: each question after it must ask something new.
  { themeId: "calm", lines: [l("greeting", "neutral", "hi"), l("venting", "distressed", "not great")] },
  { themeId: "calm", lines: [l("venting", "distressed", "meh"), l("venting", "distressed", "not good tbh")] },
  {
    themeId: "tiny-wins",
    lines: [
      l("venting", "distressed", "bit down today"),
      l("venting", "neutral", "idk"),
      l("venting", "distressed", "not okay"),
    ],
  },
];
