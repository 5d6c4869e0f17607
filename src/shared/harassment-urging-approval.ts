/**
 * Approval of the act, written as the whole reply to a partner in crisis: "👍", "fair enough tbh",
 * "i would too", "sounds like a plan". After "i'm going to take all my pills" it is urging; after
 * "maybe i should call my sister" it is support. Judged, as a bare "you should" is, by what the
 * partner last proposed (harassment-urging-affirmed.ts): refused only when that was the act or
 * their crisis, never when it was a helpful plan, nor when they proposed nothing ("ok" after "hi").
 *
 * A bare "ok", "k", "alright" after the act is unclear: a stunned supporter may mean "i hear you",
 * a stranger may mean "go on". Refused, with a reason that asks for their own words (not delivered,
 * it cannot read to the person as agreement), but not reported at once; repeated, it counts towards
 * the automatic report as refused abuse does (messages/abuse-reports.ts).
 */
import { phrase } from "./crisis-text.js";

export const UNCLEAR_ASSENT_REASON =
  "Your partner has just said they may harm themselves, and a reply this short can read as agreeing. It won't be sent. If you meant that you're listening, please tell them so in your own words.";

/** Thumbs up, OK hand, tick, hundred: any skin tone, any number of them, nothing else. */
const APPROVING_EMOJI = /^(?:\s*(?:👍|👌|✅|💯|🆗)(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)+\s*$/u;

/** A whole normalised message that approves: "fair enough tbh", "i would too", "id do the same". */
const APPROVING_WORDS = phrase(
  "^ (?:(?:honestly|tbh|lol|yeah|yea|ok|well|then|ngl)(?: \\.)? )*(?:fair enough|fair|i would too|i would as well|i would|id do the same|i would do the same|id do it too|same tbh i would|sounds like a plan|sounds good|good idea|great idea|good plan|understandable|valid|cool|nice|good for you|go for it then|respect)(?: (?:tbh|honestly|lol|then|ngl|tho|though|i guess|to be fair|bro|mate))*(?: \\.)* *$",
);

/** A whole normalised message of bare acknowledgement: "ok", "k", "alright", "oh ok". */
const UNCLEAR_WORDS = phrase("^ (?:oh |ah |um |hm )?(?:ok|okay|k|kk|oki|okie|alright|alr|right|oh|fine)(?: \\.)* *$");

/** Whether the message (as written, and normalised) approves whatever the partner last said. */
export const approves = (text: string, read: string): boolean =>
  APPROVING_EMOJI.test(text) || APPROVING_WORDS.test(read);

/** Whether the normalised message is a bare acknowledgement, unclear after the act. */
export const acknowledgesBarely = (read: string): boolean => UNCLEAR_WORDS.test(read);
