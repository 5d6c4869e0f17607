/**
 * The parts of life people talk about, and the people in it, as patterns over the lemma string
 * (see nlp.ts) and the lowercased message.
 */
import { SOMEONE_DIES } from "./loss.js";

export type TopicId =
  | "sleep"
  | "work"
  | "study"
  | "breakup"
  | "loss"
  | "family"
  | "friends"
  | "money"
  | "body"
  | "meaning"
  | "overthinking"
  | "building"
  | "goals"
  | "values"
  | "unsaid";

/** Topics in the order they are preferred when a message touches several. */
export const TOPICS: { id: TopicId; pattern: RegExp }[] = [
  { id: "unsaid", pattern: / (?:never (?:get to )?say|wish i (?:could|have) (?:tell|say)|letter|goodbye|unsaid) / },
  // A loss only when one is said (loss.ts reads "she's gone", "lost my dad", "had to put him down"):
  // not a grandparent or a pet named in passing ("I walked my dog", "visiting grandma this weekend").
  { id: "loss", pattern: new RegExp(` (?:${SOMEONE_DIES}|pass away|funeral|grief|grieve) `) },
  {
    id: "breakup",
    pattern:
      / (?:ex|break up|breakup|dump|divorce|leave me|boyfriend|girlfriend|still love|need space|his profile|her profile|instagram) /,
  },
  // Not "tonight" (a time, not a sleepless night: "lonely tonight"), "asleep" only as the
  // person's own falling or staying asleep ("everyone I know is asleep" is about being alone), and
  // not an animal "put to sleep" (a loss, loss.ts).
  { id: "sleep", pattern: / (?:(?<!put to )sleep|(?:fall|stay|get) asleep|awake|insomnia|\d ?am|ceiling|bed wide) / },
  {
    id: "overthinking",
    pattern:
      / (?:replay|overthink\w*|spiral\w*|round and round|race|racing|stop think\w*|over and over|head will not shut) /,
  },
  { id: "body", pattern: / (?:photo|how i look|the way i look|my body|weight|mirror) / },
  { id: "money", pattern: / (?:money|rent|bill|debt|landlord|pay) / },
  {
    id: "building",
    pattern: / (?:startup|app|business|idea|launch|signup|co-founder|cofounder|founder|customer|user|bakery) /,
  },
  { id: "study", pattern: / (?:uni|exam|final|school|essay|assignment|grade|study|college|student) / },
  { id: "work", pattern: / (?:work|job|boss|shift|meeting|office|coworker|colleague|manager|presentation|team|fire) / },
  { id: "values", pattern: / (?:value|sell out|care about|fit who i be|environment) / },
  {
    id: "meaning",
    pattern: / (?:point|meaning|purpose|matter|motion|it all for|what i (?:actually )?want|life to look like) /,
  },
  { id: "family", pattern: / (?:mum|mom|dad|parent|sister|brother|family|kid|son|daughter) / },
  { id: "friends", pattern: / (?:friend|flatmate|roommate|neighbour) / },
  {
    id: "goals",
    // A move is a goal only when it is wanted or ahead ("want to move to", "will move to"): lemmas
    // lose the tense, so a bare "move to" would read "I moved to a new city" as a plan.
    pattern: / (?:want to (?:start|move|build)|this year|next year|goal|first step|(?:to|will|could) move to) /,
  },
];

/** People a person may mention, as the companion would say them back ("your sister"). */
export const PEOPLE = [
  "mum",
  "mom",
  "dad",
  "sister",
  "brother",
  "partner",
  "boyfriend",
  "girlfriend",
  "husband",
  "wife",
  "ex",
  "best friend",
  "friend",
  "boss",
  "manager",
  "flatmate",
  "grandma",
  "grandad",
  "kids",
  "co-founder",
  "neighbour",
  "parents",
];
