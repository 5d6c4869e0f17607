/**
 * Despair and hopelessness said on their own (C-SSRS 1's edge, the 988 Lifeline's and AFSP's
 * "feeling hopeless"): a warning sign, not yet a wish to die, so a check-in (the low tier). Only as
 * the whole message: with a cause or a thing named beside it, it is everyday distress.
 */
import type { Row } from "./vocabulary.js";

/** What hopelessness is said beside, still with nothing else: "i feel hopeless and alone". */
const LOW = "(?:alone|lost|empty|worthless|useless|broken|numb)";
/**
 * Hopelessness, a warning sign the 988 Lifeline and AFSP name ("feeling hopeless"), in the Beck
 * Hopelessness Scale's terms: no hope, a future that will not get better, no help that could reach
 * one. Only as the whole message (DESPAIR below): "i feel hopeless at maths", "there's no point
 * arguing with him" or "i give up on this crossword" name what they are about. Feeling hopeless, not
 * being it: "i'm hopeless lol" is said of a blunder ("written-off" below reads a person writing
 * themselves off, without laughter).
 */
const HOPELESS =
  `(?:i |i just |i really |im |im just |im really )?(?:feel|feeling)(?: so| completely| totally| just| really)? (?:hopeless(?: and ${LOW})?|${LOW} and hopeless)(?: today| tonight| lately| right now| rn| all the time)?|` +
  "(?:everything|it|its|it all|all)(?: is| feels| seems)?(?: all| so)? hopeless(?: now)?|" +
  "(?:i dont|i cant) see (?:the|any) point(?: (?:in|to|of) anything(?: anymore)?| anymore)|" +
  "(?:theres|there is) no point(?: (?:in anything|to anything|to any of it|in trying)(?: anymore)?| anymore)|" +
  "nothing (?:will|is) ever (?:going to )?(?:get better|change)|nothing (?:ever )?gets better|nothing ever changes|" +
  "(?:(?:things|it|life)(?: will| are going to| is going to)?|itll) never (?:get better|change)|(?:things|it|life) (?:are|is) never going to (?:get better|change)|" +
  "i give up on everything|(?:nobody|no one) can help me(?: anymore)?|i have no future|(?:i cant|i dont) see (?:a|any) way out|" +
  "whats the point (?:of|in) trying(?: anymore)?|why do i even (?:bother|try) (?:anymore|with anything)|" +
  "(?:i have )?no hope (?:left|anymore)|i(?: have|ve) (?:lost|no) (?:all )?hope(?: left| anymore)?";
/** Despair with no cause named, each enough for a check-in when the message says nothing else. */
const DESPAIR =
  "(?:i |i just |i really |honestly i |i literally )?(?:cant|cannot) (?:do|take|handle) (?:this|it|any of this)(?: anymore| any more)|" +
  "(?:i |i just |i really )?(?:cant|cannot) (?:continue|keep going) like this|" +
  "i cant anymore|nothing matters(?: anymore| any more)?|(?:whats|what is)(?: even)? the point(?: anymore| any more| of anything)|" +
  // Done or over with everything, said alone (2026-12-01, twenty-first round): "im so done with everything".
  "(?:im |i am )?(?:(?:so|just|completely|totally|really) )*(?:done with|over) (?:everything|it all|all of it|all this)|" +
  HOPELESS;
/**
 * What may stand beside it and still say nothing more: tiredness, being done, fillers, a laugh, "rn",
 * a grave sent with it (crisis-rules/emoji.ts). Chat's intensifiers ("ngl", "fr") are read past
 * before any rule (crisis-plain-english.ts).
 */
const WEARY =
  "(?:im |i am )?(?:so )?(?:tired|exhausted|done)(?: of everything)?|i give up|honestly|really|literally|anymore|just|i just|rn|right now|gravemoji|lol|lmao|haha";

export const DESPAIR_ALONE: Row[] = [
  [
    // Despair said on its own, with no cause named: "i cant do this anymore", "nothing matters im
    // done". A warning sign (hopelessness), not yet a wish to die: a check-in. With a cause beside
    // it ("i cant take this anymore, my neighbours dog barks all night") it is everyday distress.
    "despair-alone",
    "wish-to-be-dead",
    "low",
    `^(?=.*\\b(?:${DESPAIR}))(?: (?:${DESPAIR}|${WEARY}|\\.))+ $`,
  ],
  // Writing oneself off, as the whole message and not laughed at: "i'm a lost cause", "i am beyond
  // help", "i'm hopeless and worthless" (hopelessness, as HOPELESS above). "i'm a lost cause lol" and
  // "i'm beyond help with my handwriting" are said of a blunder or a named thing.
  [
    "written-off",
    "wish-to-be-dead",
    "low",
    `^(?: (?:honestly|really|just|i just|i think|i feel like))* (?:im|i am)(?: just| so| really| completely)? (?:a lost cause|beyond (?:help|saving)|hopeless and ${LOW}|${LOW} and hopeless)(?: \\.)?(?: (?:honestly|anymore|now))? $`,
  ],
];
