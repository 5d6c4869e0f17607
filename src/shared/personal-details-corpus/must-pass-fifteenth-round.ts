/**
 * The fifteenth round's must-pass rows (2026-12-01), written with its must-find rows
 * (must-find-fifteenth-round.ts) before any rule: the everyday talk beside each. Adults talking
 * about apps in general, by their names or short names, with no handle and no invitation; "tele"
 * for a television, "tg" and "sc" in their other senses; numbers that are not phones (times, prices,
 * years, counts, scores) said in words with commas or with digits; "irl" about the writer's own
 * life; meeting up one day or sometime said of others, or of the writer's own plans. Labelled as a
 * careful moderator would. Spread into MUST_PASS (must-pass.ts).
 */
export const FIFTEENTH_ROUND_PASS: readonly string[] = [
  // Apps talked about in general.
  "i deleted instagram, it made me feel worse",
  "tiktok keeps me up till 3am every night",
  "snapchat streaks stress me out",
  "the whatsapp group chat makes me anxious",
  "i muted everyone on telegram",
  "insta is just people showing off",
  "my sister is addicted to tiktok",
  "i saw something on snap that really upset me",
  "everyone on the gram looks happier than me",
  "i took a break from discord, it was too much",
  "my therapist said to stay off insta for a week",
  "sc is where all the drama happens at my work",
  // Short names in their other senses.
  "the tele was on all night and i couldn't sleep",
  "i just sat watching the tele with my nan",
  "tg it's friday, this week was awful",
  "i moved to sc last year for work",
  // Numbers that are not phones.
  "i slept from eleven thirty to seven forty five",
  "it cost one thousand, two hundred and ninety nine pounds",
  "i was born in nineteen ninety eight, left school in two thousand and fourteen",
  "i did ten thousand steps today, twelve thousand yesterday",
  "my shifts are seven till three, then four till eleven",
  "the score was three one, then two two, then it went to penalties",
  "i was awake at two, three, four and five this morning",
  "day one, two, three, four without a drink",
  "i count backwards from a hundred, ninety nine, ninety eight, until i'm calm",
  "rent went from 750 to 925 to 1,100 in three years",
  "2019, 2020 and 2021 were the worst years of my life",
  "i owe 300, 450 and 1200 to three different people",
  "in at 9, out at 5, back at 7 for the night shift",
  // "irl" of the writer's own life.
  "irl i'm pretty shy",
  "i have no friends irl",
  "irl my mum doesn't get it at all",
  "i'm much quieter irl than online",
  "nobody irl knows i feel this way",
  "my friends irl are going through stuff too",
  "i wish i had someone to meet up with irl",
  // Meeting one day or sometime, of others or of the writer's own plans.
  "my friends and i meet up one day a week",
  "one day i'll grab a coffee with my old friends again",
  "my mum wants us all to meet up one day with my dad",
  "we should hang out more, my sister keeps saying that to me",
  "i hope i can meet my birth mum in person one day",
  "let's hope things get better one day",
];
