/**
 * The harassment table. Written from the categories (telling someone to harm themselves, wishing
 * them dead, insults and slurs addressed to them; and, to pass, venting about one's own life,
 * support for someone in crisis, everyday talk), not tuned phrase by phrase. The held-out table
 * (harassment-corpus/held-out.ts) is measured and never read to write a rule.
 */
import { describe, expect, it } from "vitest";
import { isHarassment } from "./harassment.js";
import { HELD_OUT_CATCH, HELD_OUT_PASS } from "./harassment-corpus/held-out.js";

const MUST_CATCH = [
  // telling them to harm themselves
  "go kys",
  "kys",
  "just kys lol",
  "k y s",
  "kill yourself",
  "go kill yourself",
  "why don't you just kill yourself",
  "please kill urself",
  "go hang yourself",
  "slit your wrists",
  "go drink bleach",
  "just jump off a bridge",
  "neck yourself",
  // 2026-11-30: the same orders in other words, written before their rule
  "go play in traffic",
  "go walk into traffic",
  "go jump in front of a train",
  "go jump off a cliff",
  // wishing them dead
  "you should die",
  "you should just die",
  "u should die",
  "I hope you die",
  "i hope u get cancer",
  "die in a fire",
  "just die",
  "Go die.",
  "drop dead",
  "rot in hell",
  "the world would be better without you",
  "nobody would miss you",
  "no one loves you",
  // insults and slurs aimed at "you"
  "you stupid bitch",
  "what an a$$hole",
  "you idiot",
  "you're a loser",
  "ur a whore",
  "you are such a pathetic waste of space",
  "you fucking retard",
  "you're worthless",
  "you are so useless",
  "you look disgusting",
  "what a loser",
  "you dumb c u n t",
  "fuck you",
  "f*ck off",
  "stfu",
  "you piece of shit",
  "loser!",
  "dumb bitch",
  "you're a f4g",
  "you stupid ｂｉｔｃｈ",
  "youre a joke",
  "u r pathetic",
  "you moron",
  // found by a tester: death wishes without "I", urging an overdose, threats
  "honestly no one would miss you",
  "nobody would care if you died",
  "you'd be better off dead",
  "hope you die",
  "hope u die",
  "do everyone a favour and die",
  "why are you even alive",
  "your family would be better off without you",
  "you should take all your pills",
  "just overdose",
  "I'll kill you",
  "i'm going to rape you",
  "im gonna hurt you",
  "I know where you live",
  // masked and spelled-out insults aimed at "you", death wishes and threats in other words
  "you're a tw*t",
  "you b*stard",
  "you sl*t",
  "you a**hole",
  "f*** you",
  "you're a p*ece of sh*t",
  "you sp*c",
  "ur a p r i c k",
  "you're such a l o s e r",
  "you're a f a g",
  "f u c k u",
  "you deserve to suffer",
  "i will end you",
  // what others say of them, passed on to them
  "he said you're an idiot",
  "my friend thinks you're a loser",
  "everyone says you're pathetic",
  "he told me that you're a loser",
  "people keep saying you should kill yourself",
  "my mum reckons you're a creep",
  // the writer's own opinion of them
  "I think you're an idiot",
  "honestly I think you are pathetic",
  "I believe you're worthless",
  "I feel like you're an idiot",
  "honestly i feel you are pathetic",
  // in the past tense, said or passed on
  "you were such a loser",
  "she thought you were a loser",
  "i thought u were a loser",
  // calling them a burden (a stranger's test: read as the writer's own crisis before)
  "you're a burden to everyone",
  "you are such a burden",
  "ur a burden on your family",
];

const MUST_PASS = [
  // 2026-11-30: the writer's own crisis in the same words, and everyday traffic and jumping
  "i want to walk into traffic",
  "i keep thinking about jumping in front of a train",
  "go play in the garden, it's sunny",
  "we walked in traffic for an hour",
  "go jump in the lake, the water's lovely",
  // venting about one's own life
  "this is so hard",
  "my life is a mess",
  "my life is shit right now",
  "I feel like such an idiot",
  "what an idiot I am",
  "I'm such a loser lately",
  "everything is falling apart",
  "I was called a fag at school and it still hurts",
  "my boss is a jerk and I hate my job",
  "they told me I was worthless",
  "I'm so stupid for trusting him",
  "what a mess this week has been",
  "I just die inside when he talks to me like that",
  // support for someone in crisis
  "please don't kill yourself",
  "do you want to kill yourself?",
  "are you thinking about killing yourself?",
  "you are not worthless",
  "you're not a failure, you're going through something hard",
  "it sounds like you feel you're worthless",
  "that doesn't mean you're a failure",
  "it's not true that nobody would miss you",
  "you're not a burden, you're a person who's hurting",
  "why do you feel like you're a burden?",
  "it sounds like you feel like you're worthless",
  "you were never a failure",
  "you were not stupid to trust him",
  "I was such an idiot back then",
  "you don't deserve to feel this way",
  "I'm here for you",
  "you are not alone",
  "don't hurt yourself, please",
  "you matter to me",
  // everyday talk
  "thank you so much",
  "you as well!",
  "are you as tired as I am?",
  "you know what, I needed that",
  "I hope you sleep well",
  "I hope you feel better soon",
  "you should try going for a walk",
  "you deserve some rest",
  "what a day",
  "you're so kind",
  "you're right, that makes sense",
  "you look like you've been through a lot",
  "go easy on yourself",
  "you're nothing like my ex, thank goodness",
  "what a relief",
  "we watched a horror film and the killer was so dumb",
  // a listener's care, a warning, an idiom
  "please don't kill yourself",
  "are you thinking of killing yourself?",
  "do you want to kill yourself?",
  "my mum is gonna kill you when she sees that mess",
  "I could kill for a coffee",
  "I hope you didn't die of boredom in that meeting",
  "you're going to kill it at your interview",
  "I wish you were here",
  "I hope you feel better soon",
  "you should take your pills with food",
  // masked words and spelled-out letters not aimed at anyone here
  "I'm such a d*ck sometimes",
  "my boss is a tw*t",
  "I feel like a l o s e r",
  "f u n fact: I love cats",
  "I'm having a st*r of a day, a h*ppy one",
  // crisis words about oneself
  "I want to kill myself",
  "i should just die",
  "everyone would be better off without me",
  // what someone else said, reported
  "someone wrote 'kys' under my post",
  "he said I should kill myself",
  "my mum told me to go die",
  "people keep telling me to kys",
  "she called me a stupid bitch",
  "my brother yelled 'you're useless' at me again",
  "he said I'm an idiot",
  "she called him a loser",
  "he told me I'm worthless",
  "he said 'you're an idiot' and laughed",
  "he yelled you're useless at me",
  // what no one is claimed to have said, or the partner's own story told back
  "nobody thinks you're a loser",
  "who said you're a failure?",
  "your mum told you you're worthless?",
  // the writer's opinion, kind or denied, or asked about the partner's own
  "I don't think you're an idiot",
  "I think you're being too hard on yourself",
  "I never thought you're stupid",
  "why do you think you're useless?",
  // the last word of one's own crisis sent word by word ("i", "want", "to", "die")
  "die",
  "die.",
  // idioms
  "you're dead on",
  "you're killing it",
  "this job is killing me",
];

describe("harassment aimed at the other person", () => {
  it.each(MUST_CATCH)("catches %j", (text) => expect(isHarassment(text)).toBe(true));
  it.each(MUST_PASS)("lets %j through", (text) => expect(isHarassment(text)).toBe(false));

  it("has at least 40 texts on each side", () => {
    expect(MUST_CATCH.length).toBeGreaterThanOrEqual(40);
    expect(MUST_PASS.length).toBeGreaterThanOrEqual(40);
  });

  // Held out (harassment-corpus/held-out.ts): measured, never read to write a rule. Only the totals
  // are printed, and the floors are what was measured.
  it("does as measured on the held-out texts", () => {
    const caught = HELD_OUT_CATCH.filter((text) => isHarassment(text)).length;
    const passed = HELD_OUT_PASS.filter((text) => !isHarassment(text)).length;
    console.info(
      `harassment, held out: caught ${caught}/${HELD_OUT_CATCH.length}, passed ${passed}/${HELD_OUT_PASS.length}`,
    );
    expect(HELD_OUT_CATCH.length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT_PASS.length).toBeGreaterThanOrEqual(30);
    expect(caught).toBeGreaterThanOrEqual(31);
    expect(passed).toBeGreaterThanOrEqual(36);
  });
});
