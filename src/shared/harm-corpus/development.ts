/**
 * Harm-disclosure corpus, development part: what the rules were written looking at.
 *
 * Lines written on 2026-11-28 in one sitting, before the detector's rules, from the categories: the
 * kinds of sexual violence RAINN describes (rape, sexual assault, abuse in childhood, unwanted touching,
 * drugging, coercion, image-based abuse) and the signs of domestic abuse the National Domestic Violence
 * Hotline and Refuge publish (hitting, choking, threats, fear of a partner or parent, isolation,
 * control of money and phone, stalking); and, to pass, the same words in everyday idioms, fiction,
 * news, sport and third-person talk of what is over. Every third line of each section was set apart.
 */

/** Someone tells of sexual violence done to them. */
export const SEXUAL_VIOLENCE: readonly string[] = [
  "i was raped",
  "I was raped last year and I still can't sleep",
  "my ex raped me when we were together",
  "i got sexually assaulted at a party",
  "someone sexually abused me when i was a kid",
  "i was molested as a child",
  "my stepdad used to touch me",
  "he touched me without my consent",
  "he made me have sex when i said no",
  "i said no and he didn't stop",
  "someone spiked my drink and i woke up in his bed",
  "i was groped on the train today",
  "he pressured me into sex and i feel disgusting",
  "i'm a survivor of sexual assault",
  "my coach abused me",
  "i was abused as a kid and it still haunts me",
  "he threatened to share my nudes",
  "my partner forces me to do things in bed i don't want",
  "a teacher abused me when i was 12",
  "i got r*ped",
];

/** Someone tells of abuse at home or by a partner. */
export const DOMESTIC_ABUSE: readonly string[] = [
  // Added after the first round, from the same categories: the passive voice and the present tense.
  "i got hit by my dad",
  "i was beaten by my husband for years",
  "my boyfriend abuses me",
  "my husband hits me",
  "my boyfriend beats me when he's drunk",
  "my wife slaps me and screams at me",
  "my dad beats me",
  "my stepdad hurts me",
  "i'm in an abusive relationship",
  "my boyfriend is abusive",
  "my parents are abusive",
  "i'm afraid to go home because of him",
  "he choked me during an argument",
  "my girlfriend threatens to kill me if i leave",
  "he says he'll hurt me if i tell anyone",
  "my partner checks my phone and controls all my money",
  "he locks me in the house",
  "my ex keeps stalking me and showing up at my work",
  "i'm being abused at home",
  "he throws things at me when he's angry",
  "i have bruises from where he grabbed me",
  "she hits me and then says sorry",
  "i'm not allowed to leave the house without him",
];

/** Everyday talk with the same words: no support card. */
export const PASSING: readonly string[] = [
  // Added after the first round: a push towards something to do.
  "they pushed me into trying out for the team",
  "that show had a really graphic assault scene",
  "rape jokes are never funny",
  "he hit me up yesterday about the party",
  "my dad hit the jackpot at bingo lol",
  "that exam absolutely assaulted my brain",
  "i'm reading a book about domestic violence law for class",
  "my sister hit me with a pillow during our movie night",
  "the referee abused his power today",
  "my friend's ex was abusive but she's safe now and happy",
  "the song beats me up emotionally every time",
  "my mom hits the snooze button five times",
  "he pushed me to apply for the job and i got it",
  "i got hit by a wave at the beach",
  "my kid brother beat me at chess again",
  "he won't let me pay for dinner, so sweet",
  "my husband checks the weather every morning",
  "she threatens to leave the group chat every week",
  "he choked on his coffee laughing",
  "i was assaulted by the smell of the bins",
  "my boss controls the schedule and it's annoying",
  "he touched my heart with that speech",
  "my parents are strict but they love me",
  "my ex keeps texting me happy birthday",
  "we had a fight about chores",
  "my brother beats every game on hard mode",
  "i watched a documentary about abuse in sport",
  "the villain abuses everyone in that game",
  "i had a terrible date but he was polite",
  "my stepdad taught me to drive",
  "i was grabbed by a crab at the beach",
  "i'm a survivor of a car crash",
  "my wife hit the roof when she saw the bill",
  "my mom beat me to the last slice of cake",
  "he strangled the cat in that horror movie, i couldn't watch",
];
