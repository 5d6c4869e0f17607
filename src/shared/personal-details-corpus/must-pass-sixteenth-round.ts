/**
 * The sixteenth round's everyday neighbours (2026-12-01), written before any rule with
 * must-find-sixteenth-round.ts: fancy letters used to decorate a greeting or a feeling, numbers said
 * in words that count days, steps or hours, games and platforms named without a name given, "tag"
 * in its other senses, somewhere private or "move" said of a room or a home, what someone wears to an
 * occasion, "what's yours?" after a favourite, and where someone is from asked in small talk, which
 * passes on purpose as "where are you from?" does (docs/PRODUCT.md §10: the country decides the
 * help lines, and no one can be found by it). Spread into MUST_PASS (must-pass.ts).
 */
export const SIXTEENTH_ROUND_PASS: readonly string[] = [
  // Decorative letters.
  "ⓗⓘ ⓣⓗⓔⓡⓔ, how is everyone",
  "🅷🅴🅻🅻🅾 🅵🆁🅸🅴🅽🅳",
  "I'm ⓢⓞ ⓣⓘⓡⓔⓓ today",
  "🆗 see you tomorrow",
  "my blood type is 🅾 negative, random fact",
  "🅂🄾🅁🅁🅈 for the late reply",
  // Numbers in words, counts and a platform named without a name.
  "77 days sober today",
  "seven seven seven is my lucky number",
  "i slept seven hours then woke at two",
  "i play xbox a lot",
  "im on xbox a lot, it helps me switch off",
  "i'm on tiktok at night a lot, it keeps me up",
  "the xbox is my escape, i play fifa with my brother",
  "my gamertag is embarrassing lol",
  "my username is so cringe lol",
  // "tag" in its other senses.
  "my tag line at work is 'we listen'",
  "my name tag at work is spelled wrong",
  "my tag is itchy, this jumper is new",
  // Somewhere private, moving, said of rooms and homes.
  "the private room at the library is my safe place",
  "i wish i could move somewhere more private, my flat is so loud 😩",
  "lets move on to something lighter 😊",
  "we moved somewhere quieter last year 🙂",
  // What someone wears to an occasion.
  "what are you wearing to the wedding?",
  "what are you wearing to the interview tomorrow? you'll smash it",
  "i never know what to wear lol",
  "what are you wearing for halloween lol",
  // "What's yours?" after a favourite, not a handle.
  "my favourite band is muse, whats yours?",
  "my go-to comfort food is toast, what's yours?",
  "my snap streak with my sister is 200 days lol, whats yours?",
  // Where someone is from, asked in small talk (passes on purpose).
  "hey :) where r u from btw",
  "which part of the world lol, just curious about timezones",
  "where are you from originally, you said you moved?",
  "what part of the world are you in? it's 3am here",
  "where did you grow up? sounds like somewhere rural",
];
