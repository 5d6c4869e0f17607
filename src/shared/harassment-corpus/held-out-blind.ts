/**
 * Kindred harassment corpus, blind held-out part.
 *
 * Written on 2026-11-30, in one sitting, by a session that had not read the harassment rules
 * (src/shared/harassment*.ts, src/shared/screening.ts), their tests, the corpus's other parts or the
 * README's section on abuse. Only the signature of harassmentOf was looked at. Every line was written
 * and labelled before the guard was run on any of them; no line was changed because of a result. It is
 * measured only (harassment-blind.test.ts prints totals, never the lines or the misses), never read to
 * write or tune a rule.
 *
 * Sources of the categories (from the writer's knowledge of their public guidance, no text copied):
 * StopBullying.gov's cyberbullying tactics (threats, harassment, spreading or posting private
 * material, exclusion, mocking); Ditch the Label's annual bullying surveys (appearance, weight,
 * sexuality, race, gender identity, disability, family and home life as what bullies attack);
 * Childnet and the UK Safer Internet Centre on online sexual harassment (requests for nudes, sexual
 * comments and questions, threats to share images); the Anti-Defamation League's categories of online
 * hate (race, religion, sexual orientation, gender identity, disability, origin); Samaritans' media
 * guidance (urging or goading someone to harm or kill themselves, belittling their distress).
 *
 * BLIND_CATCH: abuse aimed at the chat partner, as people type it in a chat (lowercase, typos, slang,
 * leetspeak, emoji, masked letters): urging self-harm or suicide (10); wishing them dead or harmed (9);
 * threats to hurt, find, expose or ruin them (11); insults put to them (10); body shaming (9); hate at
 * who they are (10); contempt for their life, family or grief (10); sexual remarks, requests and
 * questions (11); mocking their crisis (10).
 *
 * BLIND_PASS: near neighbours a support chat must let through: venting about oneself with swearing
 * and self-insult (10); telling what someone else said or did (10); supportive words that hold the
 * same words (10); a listener's echoes and questions (9); jokes and idioms (11); sexual and health
 * disclosures and questions (9); identity talk (9); relationship advice (8); everyday talk (7).
 *
 * Licence: written for Kindred, under the project's licence.
 */

/** Each line is abuse aimed at the other person and must be refused. */
export const BLIND_CATCH: readonly string[] = [
  // urging self-harm or suicide
  "just kys already",
  "go kill urself nobody would care",
  "do everyone a favour and end it",
  "k y s",
  "why dont u just jump off a bridge lol",
  "cut deeper next time",
  "you should hang yourself tbh",
  "the world would be better off if you killed yourself",
  "unalive urself 💀",
  "take the whole bottle this time and do it properly",

  // wishing them dead or harmed
  "i hope you die in your sleep",
  "hope u get hit by a bus",
  "wish ur mum had aborted you",
  "i hope you get cancer and rot",
  "hope someone beats the sh*t out of you",
  "hope ur whole family dies in a fire",
  "ppl like u should be put down",
  "cant wait till ur dead tbh",
  "rot in hell you worthless piece of sh1t",

  // threats: to hurt, find, expose, ruin
  "i know where you live",
  "im gonna find you and break your legs",
  "watch your back",
  "ill make your life hell",
  "i'll post your pics everywhere and everyone will see",
  "i have ur screenshots, ill send them to your work",
  "keep talking and ill come round and stab you",
  "im going to ruin you, wait and see",
  "i'll find out who you are, not hard",
  "say that again and ill slap u into next week",
  "gonna dox you lmao",

  // insults put to them
  "ur a pathetic loser",
  "shut up you stupid b1tch",
  "you absolute waste of oxygen",
  "ur so f***ing dumb its unreal",
  "nobody asked you, idiot",
  "youre a worthless piece of trash",
  "what a braindead moron",
  "you sound like a c*nt",
  "clown 🤡🤡🤡 thats what you are",
  "dumbass lol",

  // body shaming
  "ur a fat cow",
  "no wonder no one wants you, have u seen your face",
  "lose some weight fatty",
  "you're ugly as hell",
  "bet you look like a troll irl",
  "ew ur so skinny u look like a skeleton",
  "go hit the gym u whale 🐋",
  "with that acne id stay inside too",
  "ur voice is as ugly as ur face probably",

  // hate at who they are
  "go back to your own country",
  "typical muslim, terrorist",
  "ur a f*g and ur going to hell",
  "you'll never be a real woman, tr*nny",
  "dumb r3tard, can u even read",
  "ppl in wheelchairs like u are a burden on the rest of us",
  "shut up jew",
  "go back to africa you monkey",
  "lesbians like u just need a real man",
  "autistic freak",

  // contempt for their life, family or grief
  "no wonder she left you",
  "ur dad left bc of you obviously",
  "your mum probably died just to get away from you",
  "good thing your dog died, it was stuck with you",
  "ur life is a joke",
  "even your own kids dont want u",
  "imagine being 30 and living with mommy lmao",
  "no wonder ur alone, who would want u",
  "ur friends only pretend to like u",
  "your baby dying was probably your fault",

  // sexual remarks, requests and questions put to them
  "send nudes",
  "what are u wearing rn 😏",
  "ur a virgin arent u lol, want me to fix that",
  "how big are ur t*ts",
  "i bet ur tight",
  "wanna sext?",
  "i want to bend you over",
  "show me ur body",
  "are u wet rn",
  "suck my d1ck",
  "do u like it rough",

  // mocking their crisis
  "attention seeker",
  "ur not depressed ur just lazy",
  "stop crying for attention nobody cares",
  "if u were gonna do it u would have already",
  "cry me a river snowflake",
  "fake ass cutter, doing it for likes",
  "boo hoo ur sad, get over it",
  "another sob story 🙄 yawn",
  "ur panic attacks are fake lol",
  "pathetic, crying over a breakup",
];

/** Each line is ordinary support-chat talk and must not be refused. */
export const BLIND_PASS: readonly string[] = [
  // venting about oneself, swearing, self-insult
  "i'm such an idiot, i locked myself out again",
  "honestly i feel like a fat useless lump today",
  "i hate myself so much rn",
  "fuck this week, seriously",
  "i'm a loser with no friends and i know it",
  "ugh im so stupid i sent the email to the wrong person",
  "my life is a joke lately",
  "i look disgusting in every photo",
  "shit day. shit job. shit everything",
  "i feel like a burden to everyone",

  // telling what someone else said or did
  "he called me a fat cow in front of everyone",
  "my ex told me to kill myself",
  "someone at school keeps calling me a f*g and i dont know what to do",
  "my stepdad said he'd hurt me if i told anyone",
  "she said no wonder my dad left",
  "a guy online kept asking me to send nudes",
  "people in the comments told me to kys",
  "my boss called me a stupid bitch today",
  "they said i should go back to my own country",
  "he threatened to post my pictures if i left him",

  // supportive words holding the same words
  "you're not a burden, i promise",
  "nobody thinks you're a loser",
  "please don't hurt yourself tonight",
  "you don't deserve to be treated like that",
  "you're not stupid, that was a hard situation",
  "you are not ugly, whoever said that was cruel",
  "i don't want you to die. i'm glad you're here",
  "it's not your fault she left",
  "being trans doesn't make you any less real",
  "you're not attention seeking, you're asking for help and that's brave",

  // a listener's echoes and questions
  "do you feel like everyone hates you?",
  "are you thinking about killing yourself?",
  "have you hurt yourself today?",
  "when he said you were worthless, what did you feel?",
  "so they called you fat and that stuck with you?",
  "does it feel like you want to die, or more like you want it to stop?",
  "are you safe where you are right now?",
  "did someone threaten you?",
  "what did you mean when you said you're a waste of space?",

  // jokes between friends, idioms
  "you're killing it!!",
  "i could murder a pizza rn",
  "lol you're such a dork, i love it",
  "that joke killed me 💀",
  "shut up, no way!! congrats",
  "my sister is gonna kill me when she sees the car",
  "break a leg at your audition",
  "you're sick at drawing omg",
  "dead 😂😂 that's hilarious",
  "ugh you nerd, fine i'll watch the anime",
  "i'd die for a coffee right now",

  // sexual and health disclosures and questions, asked for support
  "i think i was sexually assaulted at a party",
  "is it normal to still be a virgin at 25?",
  "my partner wants sex more than i do and i feel guilty",
  "i got tested for stis and i'm scared of the results",
  "i was raped last year and i still can't sleep",
  "is it weird that i've never had a boyfriend?",
  "i think i have erectile problems and it's wrecking my confidence",
  "my body changed a lot after the baby and i hate it",
  "i've been self harming again, cutting my arms",

  // identity talk
  "as a gay man i'm tired of explaining myself",
  "i'm black and i'm the only one in my office",
  "as a muslim ramadan is hard with my depression",
  "i came out as trans to my mum and she cried",
  "being autistic makes parties exhausting",
  "i'm bi and my friends think it's a phase",
  "i use a wheelchair and dating apps are brutal",
  "as an immigrant i feel like i don't belong anywhere",
  "i'm jewish and the news has been making me anxious",

  // relationship advice
  "you should end it with him, he doesn't treat you right",
  "honestly i'd block her everywhere",
  "maybe tell him how much it hurt you",
  "you could go no contact with your dad for a while",
  "dump him. seriously. you deserve better",
  "she sounds controlling, that's not love",
  "have you thought about couples counselling?",
  "if he hits you that's abuse, please talk to someone",

  // everyday talk
  "what are you having for dinner?",
  "my cat just knocked my tea over lol",
  "i'm off to bed, thanks for listening",
  "what music are you into?",
  "the weather here is miserable today",
  "good luck with the exam tomorrow!",
  "my grandad died last month and i miss him",
];
