/**
 * The sixteenth round of the development part (2026-12-01), written before any rule, beside the
 * must-pass rows of must-pass-sixteenth-round.ts, for what a stranger's trial got through to the
 * partner with no caution, written out as whole categories: a handle or a platform's name in the
 * enclosed letters that "fancy text" generators give (circled, negative circled, squared, negative
 * squared, parenthesised); a handle with its digits said in words ("nightowl seven seven"), also
 * after "at" and before "on <platform>"; a move off Kindred ended by an emoji or an emoticon rather
 * than a stop ("lets move this somewhere more private 😉"), as NSPCC, Thorn and CEOP describe the
 * step to a private place; "what are you wearing" ended by "lol", an emoji or a kiss, as grooming's
 * ask for a picture; a gamertag or username given where a game platform is named in the message, a
 * username with its number after a space, and "what's yours?" after one's own handle, the swap a
 * stranger asks for. Split over messages: personal-details-corpus/split-sixteenth-round.ts. Spread
 * into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const SIXTEENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // Enclosed letters: circled, negative circled, squared, negative squared, parenthesised.
  ["🅽🅸🅶🅷🆃🅾🆆🅻 on snap", "handle"],
  ["add me on snap ⓝⓘⓖⓗⓣⓞⓦⓛ", "handle"],
  ["my snap is 🄽🄸🄶🄷🅃🄾🅆🄻", "handle"],
  ["my insta is 🅝🅘🅖🅗🅣🅞🅦🅛77", "handle"],
  ["add me on ⓢⓝⓐⓟ: nightowl77", "handle"],
  ["🆂🅽🅰🅿: nightowl77", "handle"],
  ["my tiktok is ⒩⒤⒢⒣⒯⒪⒲⒧", "handle"],
  ["🅽🅸🅶🅷🆃🅾🆆🅻77 on discord", "handle"],
  ["text me on ⓪⑦⑨①① ①②③④⑤⑥", "phone"],
  ["🅔🅜🅐🅘🅛 me nightowl at gmail", "email"],
  ["whats ur 🆂🅽🅰🅿?", "contact-request"],
  ["add me on 🅳🅸🆂🅲🅾🆁🅳", "contact-request"],
  // A handle's digits said in words, after "at" and before the platform, or after the platform.
  ["ping me at nightowl seven seven on tiktok", "handle"],
  ["add me nightowl seven seven on snap", "handle"],
  ["hmu at sunnyday two two on insta", "handle"],
  ["my tiktok is nightowl seven seven", "handle"],
  ["find me on discord, its nightowl seven seven", "handle"],
  ["message me at riley oh nine on insta", "handle"],
  ["snap me at nightowl double seven", "handle"],
  // A move off Kindred ended by an emoji or an emoticon.
  ["lets move this somewhere more private 😉", "contact-request"],
  ["let's take this somewhere more private ;)", "contact-request"],
  ["we should move this somewhere else 👀", "contact-request"],
  ["lets move this chat somewhere private", "contact-request"],
  ["lets continue this somewhere more private xx", "contact-request"],
  ["can we go somewhere more private 😏", "contact-request"],
  // "What are you wearing" ended by a laugh, an emoji or a kiss.
  ["what are u wearing lol", "personal-request"],
  ["what r u wearing 😏", "personal-request"],
  ["what u wearing rn haha", "personal-request"],
  ["so what are you wearing right now ;)", "personal-request"],
  ["what are you wearing tonight x", "personal-request"],
  // A gamertag or username where a game platform is named; its number after a space; "what's yours?".
  ["im on xbox a lot, my tag is nightowl", "handle"],
  ["i play on psn mostly, my username is sunnyday", "handle"],
  ["my gamertag is nightowl 77", "handle"],
  ["my tag is nightowl 77, whats urs?", "handle"],
  ["add me on xbox its nightowl 77", "handle"],
  ["my snap is nightowl77 whats urs?", "contact-request"],
  ["my gamertag is nightowl77, what's yours?", "contact-request"],
];
