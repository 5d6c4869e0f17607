/**
 * The tenth round's must-pass rows (2026-11-30), written with its must-find rows
 * (must-find-tenth-round.ts) before any rule: the near neighbours of a messenger's name said as a
 * verb, of a number offered, and of a platform's nickname, as a careful moderator would label them.
 * Spread into MUST_PASS (must-pass.ts).
 */
export const TENTH_ROUND_PASS: readonly string[] = [
  // A messenger named in ordinary talk: a status, a family group, an app given up, a report.
  "I saw it on whatsapp status",
  "my mum's whatsapp group",
  "my mum's whatsapp group is so chaotic",
  "i deleted telegram, it made me anxious",
  "he told me to whatsapp him",
  "my sister said whatsapp me when you're home",
  "someone snap me out of this mood",
  "signal is what my work uses",
  // Numbers that are not one's phone: a place in a queue, an order, a student id, a reference.
  "my number is 3 on the waiting list",
  "my number is 12 in the queue",
  "my order number is 48213375",
  "my student number is 20231234",
  "the reference number is 5558675309",
  "text me 5 mins before you log off, i mean here",
  // Ordinary numbers of ordinary talk, which the joining of split numbers reads in sequence too.
  "i slept 4 hours",
  "woke at 3am",
  "the course costs $249",
  "my sister is 34",
  "my shift starts at 7:30 and ends at 17:00",
  // A nickname's words in ordinary talk.
  "I downloaded a ghost app to scare my brother",
  "my kid drew a yellow ghost for halloween",
  "the bird app is so toxic lately",
  // Found while the nicknames' rule was tried: what a ghost-hunting app, or any app, is like.
  "the ghost app is creepy",
  "the ghost app is scary",
  "my snap is creepy",
  "my snap is spooky",
];
