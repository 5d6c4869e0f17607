/**
 * Held out: abuse aimed at the other person, and what must not be taken for it, written on its own
 * from the categories only (telling someone to harm themselves, wishing them dead, threats, insults
 * and slurs aimed at "you", masked or spaced; and, to pass, venting about one's own life, crisis
 * words about oneself, support for someone in crisis, everyday idioms, quoting what someone else
 * said), before any rule was changed, and never read to write one. harassment.test.ts measures it
 * and keeps floors at what was measured.
 *
 * Measured on its first run, with the rules as they were: caught 28/37, passed 33/36. After masked
 * and spelled-out insults and reported speech were read (from the development table): caught 31/37,
 * passed 36/36. The development table (harassment.test.ts) passes whole: 76/76 caught, 69/69 passed.
 */

export const HELD_OUT_CATCH: readonly string[] = [
  // telling them to harm themselves
  "go kill urself",
  "you should kill yourself honestly",
  "kys loser",
  "nobody cares, just end yourself",
  "go slit your wrists",
  "do us all a favour and kill yourself",
  "why don't you go hang yourself",
  // wishing them dead
  "i hope you die alone",
  "I wish you were dead",
  "you deserve to die",
  "the world would be better off without you",
  "go die in a ditch",
  "hope you get hit by a bus",
  // threats
  "I'm going to find you and kill you",
  "i will hurt you",
  "watch your back, i know where you live",
  "I'll beat you up",
  "you're dead when I find you",
  "I'll smash your face in",
  // insults and slurs aimed at "you", masked or spaced
  "you're a c*nt",
  "f u c k you",
  "stfu you loser",
  "you're such a pathetic little b*tch",
  "u r a waste of oxygen",
  "you absolute moron",
  "shut up you fat pig",
  "you're a r3tard",
  "you worthless piece of trash",
  "you're disgusting and nobody likes you",
  "you're a f@ggot",
  "what a stupid c u n t",
  "youre so dumb its unreal",
  "go f*ck yourself",
  "you're a d1ckhead",
  "you ugly sl*t",
  "fu*k u",
  "ur an idiot lol",
];

export const HELD_OUT_PASS: readonly string[] = [
  // venting about one's own life
  "I'm such an idiot, I forgot my keys again",
  "my boss called me useless today",
  "I hate my life so much",
  "work is killing me this week",
  "I feel worthless lately",
  "I'm a failure at everything",
  // crisis words about oneself
  "I want to die",
  "I should just kill myself",
  "sometimes I think everyone would be better off without me",
  "I wish I was dead",
  "I want to end it all tonight",
  "nobody would miss me if I was gone",
  // support for someone in crisis
  "are you thinking of killing yourself?",
  "have you thought about hurting yourself?",
  "please don't hurt yourself tonight",
  "you don't deserve to die, you deserve help",
  "I'd miss you if you were gone",
  "it's not your fault, you're not a burden",
  "people would be devastated if you killed yourself",
  "do you feel like you want to die?",
  // everyday idioms
  "you killed it today!",
  "this traffic is killing me",
  "you're dead right",
  "you're killing me with these puns lol",
  "you slayed that presentation",
  "I'm dead 😂 that's hilarious",
  "break a leg tomorrow!",
  "you must be dying to get out of there",
  "my feet are killing me",
  // quoting what someone else said
  "my ex told me to kill myself",
  "he called me a stupid bitch and I cried",
  "my dad used to call me a worthless idiot",
  "she texted me 'I hope you die' and I can't stop thinking about it",
  "a guy online told me to kys",
  "people at work say I'm a loser behind my back",
  "my sister screamed 'you're a waste of space' at me",
];
