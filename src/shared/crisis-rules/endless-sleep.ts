/**
 * Dying said as a sleep or a rest that does not end (2026-12-01, twenty-first round): "gonna take a
 * long nap tonight, the forever kind", "ready for my forever nap", "time for the big sleep", "i want
 * to rest for good", "i just want eternal rest", "a dirt nap". The C-SSRS screener's wish to be dead
 * is asked as wishing "you could go to sleep and not wake up"; chat says it as a nap or a rest with
 * no end. A long nap ("i need a long nap"), one with its end or its time off named ("this weekend",
 * "till noon"), "the big sleep" read or watched, and rest in peace wished to someone else are everyday.
 */
import { TO, WEEKDAY, type Row } from "./vocabulary.js";

/** Without end. */
const FOREVER = "(?:forever|for ever|for good|permanently|for eternity|for all eternity|eternally)";
/** A sleep without end, as one word before it: "my forever nap", "a permanent nap", "eternal rest". */
const ENDLESS = "(?:forever|permanent|eternal|endless|never ending)";
/**
 * A wish or an intent, not what one could do: "i could sleep forever" is said of a comfortable bed
 * (so not INTENT's "could", "might", "would").
 */
const WISH =
  "(?:want|wanted|wanting|wants|wanna|need|going|gonna|ready|planning|decided|wish i could|would like|id like|wish to)";
/** Ready for it or taking it: "ready for", "time for", "take", a wish or an intent. */
const TAKING = `(?:${WISH}|ready for|time for|take|taking|took|wish for|waiting for)`;
/**
 * An end, a time off or a place named, which makes it a long rest: "this weekend", "till noon", "after
 * my shift", "on the couch".
 */
const BOUNDED =
  `(?![^.]{0,40}\\b(?:this weekend|at the weekend|tomorrow|on ${WEEKDAY}|after (?:this|my|the|work|school)|till|until|on holiday|on vacation|in the morning|on the (?:couch|sofa)|in the (?:sun|hammock))\\b)` +
  // Wished to someone else: "i want eternal rest for my grandma".
  "(?! for (?:my|her|him|them|his|our|your)\\b)";

export const ENDLESS_SLEEP: Row[] = [
  [
    "endless-sleep",
    "wish-to-be-dead",
    "moderate",
    // "i want to rest for good", "i wanna go to sleep for ever", "i want to lie down and rest forever".
    `\\b${WISH}${TO}(?: to)?(?: lie down and)? (?:sleep|nap|rest) ${FOREVER}\\b${BOUNDED}|` +
      // "ready for my forever nap", "i just want eternal rest", "i'd take a dirt nap right now".
      `\\b${TAKING}(?: a| the| my| that| some)? (?:${ENDLESS} (?:sleep|nap|rest)|dirt nap)\\b${BOUNDED}|` +
      // "time for the big sleep", "taking the long sleep": with "the", not "a long sleep".
      "\\b(?:ready for|time for|take|taking|join) the (?:big|long|final|eternal|forever) sleep\\b|" +
      // "a long nap tonight, the forever kind"; not "the forever kind of tired".
      `\\b(?:sleep|nap|rest)\\b[^.]{0,30}(?: \\.)? (?:the |that |a )?(?:${ENDLESS}|never waking up|no waking up) (?:kind|type|sort|one)\\b(?! of)|` +
      // "the kind of sleep you dont come back from", "the sleep that never ends", "a nap that lasts forever".
      "\\b(?:sleep|nap|rest)(?: that| which)?(?: you| i| one)? (?:dont|cant|wont|never|do not) (?:come back|return) from\\b|" +
      "\\b(?:sleep|nap|rest) that (?:never ends|lasts forever|doesnt end|wont end|never stops)\\b|" +
      // One's own rest in peace: "i want to rest in peace already".
      `\\b${WISH}${TO}(?: to)? rest in peace\\b`,
  ],
];
