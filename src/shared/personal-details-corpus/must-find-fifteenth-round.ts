/**
 * The fifteenth round of the development part (2026-12-01), written before any rule, beside the
 * must-pass rows of must-pass-fifteenth-round.ts, for what still passed without a caution, written
 * out as whole categories from how platforms' names and handles are typed in chat and from the
 * NSPCC, CEOP/ThinkUKnow and Thorn descriptions of moving a child off a platform and proposing a
 * meeting: a platform's name disguised with look-alike symbols (a dagger for "t", "@" or "4" for
 * "a", "!" or "|" for "i", "€" for "e", "$" for "s"), or its letters spaced, dotted or dashed; a
 * short or slang name for a platform ("tele", "tg", "sc", "insta", "the gram", "dc", "wa") before a
 * handle; a phone number said in words broken by commas, dots or dashes, or in words and digits
 * mixed; and a casual invitation to meet in person ("irl", "one day", "sometime", grabbing food or a
 * coffee, hanging out). Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const FIFTEENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // A platform's name disguised with look-alike symbols, before or after a handle.
  ["my ins†agram is j.doe.22", "handle"],
  ["add me on snapch@t: lilmoon", "handle"],
  ["snapch@t lilmoon", "handle"],
  ["my wh4tsapp is 07700 900123", "phone"],
  ["t!ktok: moonie.22", "handle"],
  ["my t!kt0k is moonie.22", "handle"],
  ["ins†a: j.doe.22", "handle"],
  ["d!sc0rd: lilmoon", "handle"],
  ["add me on d|scord, lilmoon", "handle"],
  ["my te|egram is @janedoe", "handle"],
  ["sn@p me: lilmoon", "handle"],
  ["my $n@pch@t is lilmoon", "handle"],
  ["f!nd me on 1n$t@gr@m j.doe.22", "handle"],
  ["add me on k!k its lilmoon", "handle"],
  ["my t€l€gram: moonie22", "handle"],
  // Letters spaced, dotted or dashed.
  ["add me on s n a p c h a t: lilmoon", "handle"],
  ["my i.n.s.t.a.g.r.a.m is j.doe.22", "handle"],
  ["t-i-k-t-o-k: moonie.22", "handle"],
  ["d.i.s.c.o.r.d is lilmoon", "handle"],
  ["my t e l e g r a m is @moonie", "handle"],
  ["w h a t s a p p me on 07700 900123", "phone"],
  // A short or slang name for a platform before a handle.
  ["my tele is @janedoe", "handle"],
  ["tg: janedoe", "handle"],
  ["tg @moonie22", "handle"],
  ["my sc is jane.doe", "handle"],
  ["add me on insta its jane_doe", "handle"],
  ["add me on insta it's jane_doe x", "handle"],
  ["hmu on tele, janedoe", "handle"],
  ["my tele: moonie_22", "handle"],
  ["find me on tg, i'm @lilmoon", "handle"],
  ["sc: jane.doe", "handle"],
  ["my dc is lilmoon", "handle"],
  ["dc: lilmoon", "handle"],
  ["add me on the gram its jane_doe", "handle"],
  ["my snap is jane.doe", "handle"],
  ["ig is jane.doe btw", "handle"],
  ["my insta's jane_doe", "handle"],
  ["follow my insta its jane_doe", "handle"],
  ["add my sc: lilmoon", "handle"],
  ["my tiktok is moonie.22", "handle"],
  // A phone number in words broken by commas, dots or dashes, or words and digits mixed.
  ["oh seven seven, nine zero, one two three, four five six", "phone"],
  ["my number's oh seven seven, nine zero, one two, three four, five six", "phone"],
  ["zero seven seven oh oh, nine oh oh, one two three", "phone"],
  ["oh seven seven. nine zero. one two three. four five six", "phone"],
  ["oh seven seven - nine zero - one two three - four five six", "phone"],
  ["07 seven 00, nine 00, one two three", "phone"],
  ["oh 7 7 double 0, 9 0 0, 1 2 3", "phone"],
  ["0 seven 7 0 0 nine 0 0 one 2 3", "phone"],
  ["four one five, five five five, two six seven one", "phone"],
  ["text me, oh seven seven, nine double oh, one two three", "phone"],
  ["call me on oh seven seven oh oh, nine oh oh, one, two, three", "phone"],
  ["ring me: zero seven seven, zero zero nine, zero zero one, two three", "phone"],
  // A casual invitation to meet in person.
  ["wanna grab a coffee sometime irl", "personal-request"],
  ["we should hang out irl", "personal-request"],
  ["let's meet up one day", "personal-request"],
  ["we should meet irl", "personal-request"],
  ["would be cool to meet irl one day", "personal-request"],
  ["wanna hang out sometime?", "personal-request"],
  ["let's grab food sometime", "personal-request"],
  ["we should grab a bite one day", "personal-request"],
  ["lets meet up sometime", "personal-request"],
  ["we should meet up irl fr", "personal-request"],
  ["i wanna meet you in person", "personal-request"],
  ["when can we meet?", "personal-request"],
  ["you should come chill with me sometime", "personal-request"],
  ["wanna get bubble tea together one day?", "personal-request"],
  ["we could hang out irl if you want", "personal-request"],
  ["we should meet in real life", "personal-request"],
  ["let's hang out one of these days", "personal-request"],
];
