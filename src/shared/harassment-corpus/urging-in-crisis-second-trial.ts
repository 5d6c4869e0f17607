/**
 * Urging a partner in crisis, development rows from a second stranger's trial (written 2026-12-01,
 * before the rules that answer them). Two categories it found:
 *
 * - Goading still delivered right after the partner's crisis words, naming no act: a curt send-off
 *   ("fine. go.", "go on then", "hurry up then"), leaving it to them ("your choice, i won't stop
 *   you", "do what you gotta do"), agreeing they should ("maybe you should", "you really should",
 *   "i wouldn't blame you"), saying it would help others ("you'd be doing everyone a favour"),
 *   pointing at the means ("the bridge is right there"), doubting them ("you keep saying that but
 *   you're still alive") and a bare insult of their courage ("coward", "chicken").
 * - A supporter refused and reported: the same imperatives ("do it", "just get it over with", "go
 *   for it", "you really should", "hurry up") naming a helpful act (call, text, reach out, tell
 *   someone, go to A&E, get help, talk to someone), and a question answered with encouragement ("why
 *   are you still here? because you're stronger than you think"). These must pass, as must the same
 *   words kindly meant ("i wouldn't blame you for feeling that way", "you're not a coward").
 */
export const URGING_SECOND_TRIAL_CATCH: readonly string[] = [
  // a curt send-off
  "fine. go.",
  "fine, go",
  "go then",
  "then go",
  "just go then",
  "well then go on",
  "go on then",
  "go on then lol",
  "go for it",
  "go for it lol",
  "yeah go for it",
  "hurry up then",
  "hurry up",
  "well hurry up",
  // leaving it to them
  "dont let me stop you",
  "don't let me stop you then",
  "i won't stop you",
  "ur choice, i won't stop you",
  "your choice",
  "whatever, your choice lol",
  "your call lol",
  "your decision",
  "up to you lol",
  "do what you gotta do",
  "do what u gotta do lol",
  "do what you have to do",
  "do what you need to do",
  // agreeing they should, saying it would help others
  "maybe you should",
  "yeah maybe you should",
  "maybe u should then",
  "you really should",
  "you should",
  "yeah you should",
  "i think you should",
  "honestly you should",
  "i wouldn't blame you",
  "honestly i wouldnt blame you",
  "can't say i'd blame you",
  "you'd be doing everyone a favour",
  "ud be doing us all a favor",
  "you would be doing the world a favour",
  // pointing at the means, doubting them
  "the bridge is right there",
  "the window's right there",
  "the pills are right there lol",
  "you keep saying that but you're still alive",
  "you're still alive though",
  "and yet you're still alive",
  "still alive i see",
  // a bare insult of their courage
  "coward",
  "chicken",
  "coward lol",
  "ur a coward",
  "such a chicken",
  "you're a coward",
  "wimp",
];

export const URGING_SECOND_TRIAL_PASS: readonly string[] = [
  // the same imperatives, naming a helpful act
  "do it, call them now",
  "do it for yourself: call 988",
  "please call 988 now, do it",
  "just do it, text a friend",
  "do it, reach out to them",
  "just get it over with and call them",
  "just do it, call the samaritans",
  "do it now, ring 111",
  "do it, go to a&e",
  "do it, get help",
  "do it for yourself, talk to someone",
  "just do it, tell someone you trust",
  "just get it over with and talk to your gp",
  "get it over with and tell them, it'll feel lighter after",
  "go on, call them now",
  "go for it, text them",
  "go for it, call the helpline",
  "go for it and tell your mum",
  "you really should call them",
  "you really should tell someone",
  "you really should talk to your doctor",
  "maybe you should talk to someone",
  "maybe you should go to a&e",
  "yeah maybe you should get some help",
  "you should tell your mum",
  "i think you should go to the hospital",
  "hurry up and call them, they're open till midnight",
  "hurry up then, ring them before they close",
  "go, get help now",
  "then go, go to a&e, i'll be here",
  "do what you need to do to stay safe",
  "your choice who you tell, but please tell someone",
  "i won't stop you from getting help",
  "don't let me stop you from calling them",
  // a question answered with encouragement
  "why are you still here? because you're stronger than you think",
  "why are you still here? because you matter",
  "why are you still here? because part of you wants to live, and that part matters",
  "why haven't you done it? because you want to live, hold onto that",
  // the same words kindly meant
  "i wouldn't blame you for feeling that way",
  "i wouldn't blame you for being angry",
  "you're not a coward",
  "you're not a coward for asking for help",
  "you are not a chicken for being scared",
  "you're still alive and i'm so glad",
  "you're still alive, that counts for a lot",
  "the helpline is right there, 24/7",
  "the number is right there, just call it",
  "it's your choice what you tell me, no pressure",
  "i'd be so glad if you called them",
];
