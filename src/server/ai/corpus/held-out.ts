/**
 * The held-out part of the corpus: written together with the rest, before the companion's rules,
 * and not read while the rules were written. Its first run found two lines of 36 failing (good
 * news answered in a sorrowful tone: a neutral plan and a small act of self-care); those two were
 * then read, and the general fault fixed (neutral messages no longer get the words for pain), so
 * from that change on this part is no longer blind. The corpus test reports its numbers apart.
 */
import { line, type CorpusLine, type Script } from "./types.js";

export const HELD_OUT_OPENINGS: CorpusLine[] = [
  line("venting", "distressed", "lying in bed wide awake for hours again tonight"),
  line("venting", "distressed", "everything feels pointless lately and I'm so tired"),
  line("help", "distressed", "what do people do when they feel this anxious?"),
  line("venting", "distressed", "my best friend stopped talking to me and I don't know what I did"),
  line("good-news", "positive", "passed my driving test this morning!!"),
  line("good-news", "positive", "I said no to extra work today and it felt amazing"),
  line("venting", "distressed", "I got fired today"),
  line("help", "distressed", "can you give me some ideas to stop worrying so much"),
  line("greeting", "neutral", "hiya"),
  line("thanks", "neutral", "thank you so much"),
  line("about-persona", "neutral", "am I talking to a computer"),
  line("about-match", "neutral", "why is it taking so long to find someone"),
  line("wants-human", "neutral", "can I talk to an actual human instead"),
  line("testing", "neutral", "hello? does this work"),
  line("venting", "distressed", "miss my grandad so much today, it's his birthday"),
  line("venting", "distressed", "my landlord is kicking us out and I have nowhere to go"),
  line("question", "neutral", "do you think things get easier?"),
  line("help", "distressed", "I'm overwhelmed with uni deadlines, what should I do first"),
  line("venting", "positive", "I'm thinking of starting my own bakery"),
  line("venting", "distressed", "not feeling great today, just really low"),
];

export const HELD_OUT_SCRIPTS: Script[] = [
  {
    themeId: "late-night",
    lines: [
      line("venting", "distressed", "still up, can't stop thinking about money"),
      line("venting", "distressed", "rent is due friday and I'm short"),
      line("help", "distressed", "how do I stop panicking about it"),
      line("thanks", "neutral", "ok thanks"),
    ],
  },
  {
    themeId: "need-to-vent",
    lines: [
      line("venting", "distressed", "my coworker took credit for my project AGAIN"),
      line("venting", "distressed", "and my manager just went along with it"),
      line("help", "distressed", "should I say something? what would you do"),
    ],
  },
  {
    themeId: "tiny-wins",
    lines: [
      line("good-news", "positive", "drank water and ate a real breakfast today"),
      line("venting", "distressed", "which is a big deal because I've been really depressed"),
      line("thanks", "neutral", "thanks for noticing"),
    ],
  },
  {
    themeId: "heartbreak-anonymous",
    lines: [
      line("venting", "distressed", "my divorce was finalised today"),
      line("venting", "distressed", "20 years and it ends with a signature"),
      line("help", "distressed", "how do I get through tonight"),
    ],
  },
  {
    themeId: "self-love-practice",
    lines: [
      line("venting", "distressed", "I messed up at work and I keep calling myself useless"),
      line("help", "distressed", "how do I talk to myself more kindly"),
      line("good-news", "positive", "actually I did get praised for something else today"),
    ],
  },
];
