/**
 * The harassment guard's second blind held-out part.
 *
 * Written on 2026-11-30 in one sitting by a session that had not read the harassment rules, their tests, the
 * corpus's other parts or the README's section on abuse; only the signature of harassmentOf
 * (`harassmentOf(text: string): string | undefined`) was looked at. Every line was written and labelled before
 * the guard was run, and no line was changed because of a result. The part is measured only
 * (harassment-blind-second.test.ts prints totals), never read to write or tune a rule.
 *
 * The categories come from public guidance, from memory, with no text copied: StopBullying.gov's cyberbullying
 * tactics, Ditch the Label's bullying surveys, Childnet and the UK Safer Internet Centre on online sexual
 * harassment, the ADL's categories of online hate, Samaritans' guidance on goading someone to self-harm, and
 * Pew Research's categories of online harassment (offensive name-calling, purposeful embarrassment, physical
 * threats, stalking, sustained harassment, sexual harassment).
 *
 * BLIND_SECOND_CATCH, 106 lines of abuse aimed at the chat partner:
 *   urging self-harm or suicide 11; wishing them dead, ill or harmed 11; threats (to hurt, find, dox, expose,
 *   ruin them) 11; name-calling and insults 11; body and appearance shaming 10; hate at who they are (race,
 *   religion, sexuality, gender identity, disability, origin) 11; contempt for their pain, life, family or grief
 *   10; sexual remarks, requests for photos, sexual questions 11; mocking their crisis or their sharing 10;
 *   sustained and dismissive cruelty 10.
 *
 * BLIND_SECOND_PASS, 99 near neighbours a support chat must let through:
 *   venting about oneself, with swearing and self-insult 11; telling what someone else said or did to them 11;
 *   supportive words that hold the same words 11; a listener's echoes and questions 11; friendly jokes, idioms
 *   and banter 11; sexual, health and identity disclosures and questions about oneself 11; anger at third
 *   parties or situations 11; relationship advice 11; everyday talk 11.
 *
 * Licence: written for Kindred, under the project's licence.
 */

/** Abuse aimed at the chat partner, as people type it in a chat: each line must be refused. */
export const BLIND_SECOND_CATCH: readonly string[] = [
  // urging self-harm or suicide
  "just kys already nobody would even notice",
  "go cut urself again, its not like u ever stop anyway",
  "why dont u just end it and do everyone a favour",
  "go jump off a bridge lol",
  "u should honestly just k1ll yourself tbh",
  "take the whole bottle this time and finish the job",
  "if i was u id have hanged myself years ago",
  "stop whining about it and actually do it you coward",
  "the world would be better off if u went and offed yourself",
  "go drink bleach 🙃",
  "do us all a favor and unalive urself",

  // wishing them dead, ill or harmed
  "i hope u die alone in a ditch",
  "hope ur mum finds u dead",
  "i hope you get cancer and rot",
  "wish u were never born honestly",
  "hope a car hits u on the way home",
  "i hope whatever ur going thru gets way worse",
  "may u choke on ur own tears 💀",
  "hope u get what u deserve and suffer slowly",
  "id laugh if you got hit by a bus tomorrow",
  "i hope ur kids grow up hating u",
  "hope u never get better, ever",

  // threats (to hurt, find, dox, expose, ruin them)
  "i know where u live, watch ur back",
  "ill find u and beat the sh*t out of u",
  "gonna post ur real name and address everywhere",
  "screenshotting all this and sending it to ur boss",
  "i swear ill make ur life hell",
  "keep talking and ill ruin you",
  "im gonna tell everyone at ur school what a freak u are",
  "i can trace ur ip in 5 min so careful what u say",
  "u better sleep with one eye open",
  "ill smash ur face in if i ever see u",
  "one more word and i leak everything u told me here",

  // name-calling and insults
  "ur such a pathetic loser",
  "shut up u stupid b!tch",
  "ur a f*cking idiot",
  "wow ur dumb as a box of rocks",
  "u absolute waste of oxygen",
  "what a whiny little cr1nge baby u are",
  "ur a worthless piece of sh1t",
  "clown 🤡 thats all u are",
  "you're honestly the most braindead person ive ever talked to",
  "stfu moron",
  "ur a spineless little rat",

  // body and appearance shaming
  "no wonder ur alone ur fat af",
  "bet ur ugly as hell irl",
  "u sound like a whale who cant stop eating",
  "put down the fork piggy 🐷",
  "with a face like urs id be depressed too",
  "ur probably some skinny stick nobody wants to look at",
  "go shave that mustache before u complain about being single",
  "i bet u look like a melted candle lmao",
  "ugly fatass like u should be grateful anyone talks to u",
  "ur acne must be why no one likes u",

  // hate at who they are (race, religion, sexuality, gender identity, disability, origin)
  "ofc ur gay, disgusting f*g",
  "ur not a real woman and u never will be",
  "go back to ur own country",
  "typical muslim, u people are all terrorists",
  "shut up r3tard",
  "ur trans, no wonder ur mental",
  "u jews ruin everything",
  "dirty immigrant like u shouldnt even be on here",
  "autistic freaks like u shouldnt be allowed to breed",
  "being a lesbian is a disease and u need fixing",
  "ur just a crippled burden on everyone",

  // contempt for their pain, life, family or grief
  "ur dad died cuz he couldnt stand being ur dad",
  "cry more, ur problems are nothing",
  "nobody cares about ur dead dog",
  "ur mum probably left cuz u were so annoying",
  "ur grief is so fake lol",
  "boo hoo ur divorce, get over it u drama queen",
  "ur family is trash and so are u",
  "ur life is a joke and u know it",
  "ur kids are better off without u",
  "ur brother probably killed himself to get away from u",

  // sexual remarks, requests for photos, sexual questions
  "send nudes",
  "show me ur tits",
  "wanna sext? whats ur bra size",
  "u sound hot, what are u wearing rn 😏",
  "send a pic of ur body or im leaving",
  "are u a virgin or do u get around",
  "bet ur a freak in bed",
  "i wanna bend u over",
  "how big is ur d*ck",
  "u like it rough dont u",
  "sit on my face",

  // mocking their crisis or their sharing
  "lol imagine crying to a stranger online",
  "ur 'depression' is just attention seeking",
  "omg stop trauma dumping on me nobody asked",
  "ur so dramatic, just threatening suicide for attention",
  "haha u cut urself? thats so emo",
  "panic attack? more like a p*ssy attack",
  "imagine being so lonely u have to talk to randos 😂",
  "this is the most pathetic sob story ive ever read",
  "u just want pity, its sad",
  "lmaooo ur therapist must hate u",

  // sustained and dismissive cruelty
  "nobody will ever love u, face it",
  "u deserve to be alone forever",
  "everyone in ur life secretly hates u",
  "ur friends only pretend to like u",
  "u will always be this miserable, get used to it",
  "no one will miss u when ur gone",
  "ur a burden to everyone who knows u",
  "u ruin everything u touch",
  "even ur own mother is ashamed of u",
  "u'll never be good enough for anyone",
];

/** Near neighbours a support chat must let through: no line is abuse aimed at the chat partner. */
export const BLIND_SECOND_PASS: readonly string[] = [
  // venting about oneself, with swearing and self-insult
  "i'm such a f*cking idiot, i missed the bus again",
  "i hate myself so much today",
  "honestly i feel like a worthless piece of sh*t",
  "ugh im so fat and gross rn",
  "i'm a pathetic mess and i know it",
  "sometimes i think everyone would be better off without me",
  "i'm so stupid for trusting him",
  "i look like a troll in every photo lol",
  "i'm a terrible mother, i yelled at my kids again",
  "fml i'm such a loser",
  "i'm so damn tired of being me",

  // telling what someone else said or did to them
  "my ex called me fat and ugly in front of everyone",
  "my dad used to tell me i should kill myself",
  "someone at the shop said 'go back to your country' to me",
  "a guy on instagram keeps asking me for nudes",
  "my sister said nobody will ever love me",
  "my boss called me a useless idiot today",
  "they told me i was a burden and i believed them",
  "kids at school called me a f*g for years",
  "he threatened to post my address online",
  "my mum said i'm a disgrace to the family",
  "some random texted me 'i hope you die' and i can't stop thinking about it",

  // supportive words that hold the same words
  "you're not stupid at all for feeling this way",
  "don't let anybody convince you you're worthless, ok?",
  "you are not a burden, i promise",
  "you deserve to be loved, truly",
  "nobody has the right to call you ugly",
  "your feelings aren't dramatic, they're valid",
  "you're not pathetic for asking for help",
  "you don't deserve to be alone, you deserve people who care",
  "being gay isn't something that needs fixing",
  "you're not a loser, you're going through a lot",
  "please don't hurt yourself tonight, can you stay with me here?",

  // a listener's echoes and questions
  "wait, did he actually threaten you?",
  "when she called you a freak, how did that feel?",
  "has anyone hurt you physically?",
  "are you thinking about killing yourself right now?",
  "do you have a plan to end your life?",
  "so your ex keeps sending you sexual messages?",
  "it sounds like you feel worthless right now",
  "what did they say about your weight?",
  "have you cut yourself today?",
  "you said you want to die, can you tell me more?",
  "did someone post your address without asking?",

  // friendly jokes, idioms and banter
  "lmao stop you're killing me 😂",
  "that pun was so bad i'm literally dying",
  "omg shut up haha no way",
  "you absolute legend 😂",
  "you crazy person, you really ate the whole cake?",
  "break a leg at your interview tomorrow!",
  "you're such a nerd and i love it",
  "stop it you're gonna make me cry happy tears",
  "ur a beast for going to the gym at 6am",
  "you cheeky thing lol",
  "that's sick, you nailed it",

  // sexual, health and identity disclosures and questions about oneself
  "i'm bi and terrified to tell my parents",
  "i think i might be trans but i'm not sure",
  "i've never had sex and i'm 30, is that weird?",
  "i was sexually assaulted last year",
  "i'm bipolar and my meds make me gain weight",
  "as a black woman at my job i feel invisible",
  "i'm autistic and people think i'm rude",
  "i have a stoma bag and feel ugly in it",
  "i'm muslim and my friends don't get why i fast",
  "my libido is gone since the antidepressants",
  "i'm in a wheelchair and dating feels impossible",

  // anger at third parties or situations
  "my boss is an absolute nightmare this week",
  "my landlord is a greedy bastard",
  "the bus driver was such a d*ck today",
  "i could strangle my brother sometimes",
  "the people who bullied me can rot in hell honestly",
  "this stupid f*cking printer",
  "politicians are all useless idiots",
  "my ex is a lying piece of sh*t",
  "i hope the driver who hit my cat gets what's coming to him",
  "covid ruined my whole year",
  "my neighbour's dog barks all night and i'm losing my mind",

  // relationship advice
  "you should tell him how you feel",
  "maybe give her some space for a few days",
  "if he hits you, that's abuse and you deserve better",
  "have you tried couples counselling?",
  "you don't have to stay friends with people who put you down",
  "it's ok to break up with someone who makes you feel small",
  "text her and just say sorry",
  "you could block him on everything",
  "it sounds like your mum is really controlling",
  "sex should never be something you feel pressured into",
  "dating apps are brutal, don't take it personally",

  // everyday talk
  "what are you having for dinner?",
  "i just got back from a walk, it's freezing",
  "do you have any pets?",
  "thanks for listening, really",
  "i'm watching bake off, it's so cosy",
  "good morning! slept badly but i'm here",
  "what kind of music do you like?",
  "my tea went cold again lol",
  "i'm off to bed, talk tomorrow?",
  "it was nice chatting with you",
  "the sunset tonight was unreal",
];
