/**
 * What follows a loss told earlier in the conversation: a death, a pet, a break-up, a miscarriage
 * (loss.ts) or a lost job. Grief colours what comes after it. Comfort from someone or a small good
 * thing is met warmly and gently, with the loss kept in view, never with a laugh or a
 * celebration; a neutral step back into life (back at work, eating, sleeping a little) is seen as a
 * step, presumed neither to hurt nor to mean all is well. A fresh wave of pain is none of these:
 * it is answered as pain, as any distress is (builtin.ts).
 */
import type { Lines } from "./fit.js";
import type { Memory } from "./memory.js";
import { fresh } from "./repeats.js";
import type { Reading } from "./understand.js";

/** A relationship ended, said outright: a loss even with no death in it. */
const BREAK_UP = /\b(?:broke up|break up|breakup|broken up|dumped|divorc\w*|split up|separated|left me|leaving me)\b/;
/** A job lost: the work and the days it gave shape to. */
const LOST_WORK =
  /\b(?:laid off|lost (?:my|our) (?:job|work|business)|made redundant|redundancy|fired|let go|sacked)\b/;

/** Whether a message, lowercased, tells of a loss this file follows (a death is read from the loss topic). */
export function tellsOfALoss(lower: string, reading: Reading): boolean {
  return reading.topics.includes("loss") || BREAK_UP.test(lower) || LOST_WORK.test(lower);
}

/**
 * Someone else doing something for the person: care given ("my sister has been staying with me",
 * "the vet sent a card", "my old manager called") or kindness said of them ("she's been so good to
 * me"). Not the person's own doing ("i went back to work").
 */
const CARE_RECEIVED =
  /\b(?!i\b|we\b)[a-z]+ (?:\w+ )?(?:has |have |had |'s |'ve )?(?:been )?(?:(?:so |really |very |just )?(?:sent|brought|made|gave|cooked|called|rang|messaged|texted|wrote|visited|hugged|held|stayed|staying|came|coming|drove|sat|checking|checked|looked after|helped|helping|told me|found)\b|(?:so |really |very )?(?:good|kind|gentle|lovely|sweet|there) (?:to|with|for) (?:me|us)\b)/;

/**
 * The person's own everyday doing, the ordinary life a loss interrupts: back at work or school,
 * eating, sleeping, washing, tidying, getting up and out, looking for work. "managed to eat" is a
 * step here, not a win to cheer.
 */
const EVERYDAY =
  /\b(?:went|go|going|gone|got|get|getting|been|back) (?:back )?(?:to|into|at) (?:work|the office|school|uni|class|college|the gym|the shops?|church)\b|\b(?:ate|eat|eating|eaten|meal|breakfast|lunch|dinner|cooked|cooking)\b|\b(?:slept|sleep|sleeping|nap)\b|\b(?:walk|walked|shower\w*|bath|washed|cleaned|tidied|tidy|laundry|dishes|groceries|shopping)\b|\b(?:got|get|getting) (?:up|dressed|out of bed|out of the house|outside)\b|\b(?:cv|resume|applied|job applications?)\b|\bput (?:her|his|their) [a-z]+ away\b/;

/** A thing that comes as a relief ("got some sleep for once", "finally ate something"): a small good thing. */
const RELIEF = /\b(?:for once|finally|at last|first time in (?:ages|weeks|months|forever))\b/;

const KINDNESS = [
  "I'm glad someone has been looking after you, in the middle of all this.",
  "That kind of care can mean so much while you're going through this.",
];
const SMALL_GOOD = [
  "A small good moment like that can matter, even in the middle of all this.",
  "It sounds like there was a little gentleness in the day, alongside everything you're carrying.",
];
const STEP = [
  "That's a step back into your days, after everything that's happened.",
  "Doing that after a loss like this is a step, however it felt.",
];
const ASK_KINDNESS = ["What has their being there meant to you?", "How has it been, having that support through this?"];
const ASK_SMALL_GOOD = ["How did that moment sit with you?", "What was that like, in the middle of this?"];
const ASK_STEP = ["How was it, doing that?", "What was that like for you?"];

/**
 * The reply to comfort, a small good thing or an everyday step after a loss; nothing when the
 * conversation holds no loss, the message tells of one, brings pain or says nothing of its own,
 * or asks for something (a question, help, the chat itself), which is answered as it asks.
 */
export function afterLossReply(reading: Reading, lower: string, memory: Memory): Lines | undefined {
  if (!memory.mourning || tellsOfALoss(lower, reading)) return undefined;
  if (reading.turn !== "venting" && reading.turn !== "good-news") return undefined;
  const cared = CARE_RECEIVED.test(lower);
  // A feeling of the person's own in distress is a fresh wave; someone else's sorrow in their
  // kindness ("she called to say how sorry she was") is still comfort.
  if (reading.mood === "distressed" && (!cared || reading.feelings.length)) return undefined;
  if (cared) return [fresh(KINDNESS, memory), fresh(ASK_KINDNESS, memory)];
  const relief = RELIEF.test(lower);
  if (EVERYDAY.test(lower) && !relief) return [fresh(STEP, memory), fresh(ASK_STEP, memory)];
  if (reading.mood === "positive" || relief) return [fresh(SMALL_GOOD, memory), fresh(ASK_SMALL_GOOD, memory)];
  // Anything else with no feeling of its own ("yeah", "it hit me again") speaks from the loss,
  // and is answered as the hurt before it (memory.ts `stillHurting`).
  return undefined;
}
