/**
 * The harassment table's second round (2026-11-30), written before its rules from the categories of
 * online abuse that StopBullying.gov, Ditch the Label's bullying surveys, the Online Harms white
 * paper and Childnet's guidance on sexual harassment between young people describe: remarks on the
 * body, hate aimed at who someone is, harm wished on them or their own, threats to make them pay,
 * contempt for their life and family, and sexual remarks, requests and questions put to them. The
 * near neighbours that must pass are what people write about themselves, tell of what was done to
 * them, or wish each other kindly. Part of the development table: read while rules are written.
 */
export const SECOND_ROUND_CATCH: readonly string[] = [
  // the body and looks
  "you're so fat",
  "ur fat and ugly",
  "you're ugly af",
  "you look like a whale",
  "you're a fat slob",
  // who they are
  "go back to your country",
  "go back to where you came from",
  "people like you shouldn't exist",
  "your kind isn't welcome here",
  // harm wished on them or their own
  "i hope you get hit by a car",
  "i hope something bad happens to you",
  "i hope your cat dies",
  "i hope you lose everything",
  "i hope your family dies",
  "hope you get what's coming to you",
  // threats to make them pay
  "i'll make your life hell",
  "i'll make you pay",
  "you're gonna regret this",
  "you'll regret this",
  "i'll ruin your life",
  // contempt for them, their life and their family
  "everyone hates you",
  "no wonder your dad left",
  "no wonder he cheated on you",
  "you have no friends for a reason",
  "your mum is a whore",
  "get a life loser",
  "youre a waste of space",
  // sexual remarks, requests and questions put to them
  "show me your tits",
  "send me a pic of your boobs",
  "sit on my face",
  "are you a virgin",
  "i'm touching myself thinking about you",
  "i want to see you naked",
  "take your clothes off",
  "what's your bra size",
  "you sound so hot, what are you into in bed",
  "i'm so hard right now",
  // Found after the round's rules: an insult followed by more abuse, not a denial.
  "you're a loser. no one likes you",
  // Found while its rule was written: an order is not the partner's words about themselves.
  "go kys? nah",
  // Found by a probe after the third round: the same words as a sexual question.
  "are you wet",
];

export const SECOND_ROUND_PASS: readonly string[] = [
  // the writer's own body and looks, and kindness about theirs
  "i feel so fat and ugly today",
  "i'm ugly and i know it",
  "you're not fat, you're beautiful",
  "i'd love to see a whale one day",
  // where people come from
  "my mum went back to her country last year",
  "i wish i could go back to my country",
  "people like you make this place better",
  // kind wishes and worries
  "i hope you get some sleep tonight",
  "i hope nothing bad happens to you on the way home",
  "i hope your cat gets better soon",
  "i hope your family is ok",
  "i was so scared i'd lose everything",
  // regret, and what was done to the writer
  "i'll make it up to you",
  "you won't regret talking to someone",
  "i regret this so much",
  "he said he'd make my life hell",
  "everyone hates mondays",
  "no wonder you're tired, that's a lot",
  "it's no wonder you feel this way after he cheated on you",
  "my dad left when i was six",
  "i need to get a life lol",
  // the writer's own sexual life told, or what was done to them
  "he made me send pictures and i feel sick about it",
  "he kept asking if i was a virgin and it made me uncomfortable",
  "i'm a virgin and people make fun of me",
  "someone told me to take my clothes off on a video call",
  "i don't feel safe with him touching me",
  "my bra doesn't fit and i feel awful",
  "it's so hot in my room i can't sleep",
  "this is so hard right now",
  // Found while the rules were written: a wish, a story, a reflection, a word before another, a radiator.
  "i hope you get hit by inspiration lol",
  "no wonder she left you feeling this way",
  "it feels like everyone hates you right now, huh",
  "you're fat phobic",
  "take your top off the radiator, it'll burn",
  "show me your bits of writing",
  // Found after the round's rules, written before the rule that answers them: the partner's own
  // words asked back and denied.
  "everyone hates you? i doubt that",
  "ur fat? no way",
  "you're a burden? says who",
  "you're worthless? that's not true",
  // Found by a probe after the third round, written before the fix: the sexual questions' words
  // about the weather and about being hard on oneself.
  "are you wet? the storm here is crazy",
  "did you get caught in the rain? are you wet?",
  "i'm so hard right now on myself",
];
