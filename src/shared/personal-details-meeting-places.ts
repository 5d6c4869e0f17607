/**
 * A meeting offered by its place and time (seventeenth round, 2026-12-01), for the request finder
 * (personal-details-requests.ts), found as personal requests beside the outings of
 * personal-details-locating.ts: "i'll be at the park near the station at 5 if u wanna come", "meet me
 * outside the library after school", "come to the park near the station at 5, i'll be there", "we
 * could meet halfway". NSPCC and CEOP describe the move to meeting offline as grooming's last step.
 * The same places and times told of pass: "the park near the station is lovely in spring", "i met my
 * friend outside the library", "i'll be at the park with my dog at 5, it helps"; and so do "halfway"
 * of time ("halfway through my exams") and of a quarrel ("we could meet halfway on this").
 */
import { CLAUSE_START, YOU } from "./personal-details-request-words.js";

/** Where someone stands to be met: "at", "outside", "by", "in front of" a place. */
const BESIDE = "(?:at|outside|by|near|behind|in\\s+front\\s+of|round\\s+the\\s+back\\s+of)";
/** The writer's "i'll" as chat writes it: "i'll", "ill", "i will", "i'm gonna". */
const I_WILL = "(?:i\\s*'?ll|ill|i\\s+will|i\\s*'?m\\s+gonna|i\\s*'?m\\s+going\\s+to)";

export const MEETING_PLACES = [
  // "meet me outside the library after school", "meet me by the bus station at 4".
  new RegExp(`${CLAUSE_START}meet\\s+(?:me|up)\\s+${BESIDE}\\s+(?:the\\s+)?[a-z][a-z'-]+`, "i"),
  // "i'll be at the park near the station at 5 if u wanna come", "ill be outside the co-op at 6 if you want to come".
  new RegExp(
    `\\b${I_WILL}\\s+be\\s+${BESIDE}\\s+(?:the\\s+)?[^.!?\\n]{1,50}?\\bif\\s+${YOU}\\s+(?:wanna|want\\s+to|fancy|would\\s+like\\s+to|feel\\s+like)\\s+(?:come|coming|meet|meeting|join(?:ing)?)\\b`,
    "i",
  ),
  // "come to the park near the station at 5, i'll be there", "come down to the shops, i'll be waiting".
  new RegExp(
    `${CLAUSE_START}come\\s+(?:to|down\\s+to|over\\s+to|along\\s+to|round\\s+to)\\s+(?:the\\s+)?[a-z][^.!?\\n]{0,50}?\\b${I_WILL}\\s+be\\s+(?:there|waiting)\\b`,
    "i",
  ),
  // "we could meet halfway", "let's meet in the middle"; not "… halfway on this".
  new RegExp(
    `\\b(?:we\\s+(?:could|can|should|gotta|must)|(?:can|could|shall|should)\\s+we|let'?s|i\\s+(?:could|can)\\s+meet\\s+${YOU})\\s+(?:meet(?:\\s+up)?\\s+)?(?:halfway|half\\s+way|in\\s+the\\s+middle)\\b(?!\\s+(?:on|with|about|over|through)\\b)`,
    "i",
  ),
];
