/**
 * The fifth round's must-pass rows (2026-11-29), written with its must-find rows
 * (must-find-fifth-round.ts) before any rule: "age is just a number" said of an older relative
 * who did something late in life, and praise of an adult at an adult age. Spread into MUST_PASS
 * (must-pass.ts).
 */
export const FIFTH_ROUND_PASS: readonly string[] = [
  // "Age is just a number" of a grandparent.
  "my nan always says age is just a number",
  "my grandad did a parachute jump at 80, age is just a number",
  "my gran always said age is just a number, she learnt to swim at 70",
  "age is just a number, my nan is on tiktok now",
  "like my nan says, age is just a number lol",
  // Praise of an adult at an adult age.
  "lol so mature for 30, you know",
  "you're so mature for 25, i was a mess at that age",
  "you're really wise for 40, honestly",
  "so grown up for a 22 year old, you know",
  "honestly you seem older than 30",
  "you're smart for 21, i wish i'd known that at your age",
  // The adult age in words (2026-11-29, after the round).
  "you're so mature for thirty, honestly",
  "so wise for twenty two, you know",
];
