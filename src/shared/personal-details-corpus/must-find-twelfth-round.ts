/**
 * The twelfth round of the development part (2026-12-01), written before any rule, beside the
 * must-pass rows of must-pass-twelfth-round.ts, for what a tester sent without a caution. From the
 * public descriptions of grooming and contact-seeking (NSPCC's and CEOP/ThinkUKnow's warning signs,
 * Thorn's reports on online grooming, the FBI's sextortion advice): inviting someone to meet while
 * nobody else is there; asking where they spend their free time; asking them to keep a secret; the
 * details that let a stranger find someone offline — a full name to search, a workplace with its
 * town, a school with its year; and a number or a platform's name disguised to get past a filter
 * (letter o for zero, digits spoken with "double" and "hundred", letters spaced apart). Spread into
 * MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const TWELFTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // A meeting offered where nobody else will be.
  ["come over, i'm alone this weekend", "personal-request"],
  ["my parents are away tonight, you could come round", "personal-request"],
  ["nobody's home at mine on saturday, come over", "personal-request"],
  ["im home alone rn wanna come over?", "personal-request"],
  ["come to mine, it'll just be us", "personal-request"],
  ["you can stay at mine, no one else will be there", "personal-request"],
  // Where the reader spends their free time.
  ["where do u hang out", "personal-request"],
  ["where do you usually hang out after school?", "personal-request"],
  ["what park do you hang out at", "personal-request"],
  ["where do you and your friends chill on weekends", "personal-request"],
  // Secrecy asked of the reader.
  ["can you keep a secret", "personal-request"],
  ["u good at keeping secrets?", "personal-request"],
  ["this stays between us ok?", "personal-request"],
  ["promise you won't tell your mum about me", "personal-request"],
  // A full name given to be searched.
  ["google my name, sarah mcallister", "handle"],
  ["search my name, tom whitaker, i'm the first result", "handle"],
  ["my full name is emily rose carter if you want to look me up", "handle"],
  ["look me up, i'm daniel okafor from bristol", "handle"],
  // A workplace with its town: where someone can be found most days.
  ["i work at the tesco on high street in leeds", "address"],
  ["i work at the costa in the arndale, manchester", "address"],
  ["come see me at work, the boots on queen street in cardiff", "address"],
  ["i'm on the tills at the asda in hull most evenings", "address"],
  // A school with its year, or its town.
  ["i'm at westfield high, year 10", "address"],
  ["i go to st mary's academy in bolton", "address"],
  ["im in year 9 at oakwood school", "address"],
  ["my school is kingsbridge college, year 11", "address"],
  // A number with letters for zeros, or spoken with "double", "triple" and "hundred".
  ["o77oo 9oo 123", "phone"],
  ["O77OO 9OO 123", "phone"],
  ["text me o77oo9oo123", "phone"],
  ["call me on oh seven seven double oh nine hundred one two three", "phone"],
  ["zero seven seven double zero, nine double oh, one two three", "phone"],
  ["oh seven triple seven, one two three four five six", "phone"],
  // A platform's name with its letters spaced apart.
  ["s n a p : sunnyd99", "handle"],
  ["i n s t a: jess.k_22", "handle"],
  ["add me on s.n.a.p sunnyd99", "handle"],
  // Contact off Kindred offered to the reader.
  ["text me if you want", "contact-request"],
  ["call me if you want", "contact-request"],
  ["ring me later if you like", "contact-request"],
];
