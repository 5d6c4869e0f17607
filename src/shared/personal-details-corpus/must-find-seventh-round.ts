/**
 * The seventh round of the development part (2026-11-30), written before any rule, after two
 * inconsistencies were found: "i won't tell anyone" was held and "what you tell me stays between us"
 * passed, and a supporter's safety question was held like a stranger's "are you alone rn?". Written
 * from the public descriptions of grooming's secrecy and targeting — NSPCC (signs of grooming), Thorn,
 * CEOP/ThinkUKnow, Childnet, the Internet Watch Foundation, the FBI's guidance — not from the rules:
 * secrecy asked of the reader or promised to them ("this is just between us", "our little secret",
 * "don't tell your mum about us", "delete our chat", "i won't tell a soul", "keep this to yourself",
 * "no one has to know"), and "are you alone?" that stays held even beside words of help, when the
 * writer offers themselves as the help, flatters, asks whether it is safe to talk, or asks about
 * parents. Its near neighbours are must-pass-seventh-round.ts. Spread into MUST_FIND (must-find.ts).
 */
import type { PersonalDetailKind } from "../personal-details.js";

export const SEVENTH_ROUND_FIND: readonly [string, PersonalDetailKind][] = [
  // A promise that what the reader tells goes no further than the writer: secrecy's first step.
  ["what you tell me stays between us", "personal-request"],
  ["whatever you tell me stays between you and me", "personal-request"],
  ["anything you say to me stays with me, promise", "personal-request"],
  ["your secret is safe with me", "personal-request"],
  ["you can tell me anything, i won't tell a soul", "personal-request"],
  ["i won't tell your mum anything, promise", "personal-request"],
  // Held on purpose: the promise is the same whatever it is about, and a hold costs one confirmation.
  ["i won't tell anyone about your cat lol", "personal-request"],
  // The chat made a secret of two.
  ["this is just between us", "personal-request"],
  ["this is just between you and me ok?", "personal-request"],
  ["it's between us two, yeah?", "personal-request"],
  ["our little secret ok", "personal-request"],
  ["keep this to yourself", "personal-request"],
  ["keep it to urself ok", "personal-request"],
  ["keep this quiet ok", "personal-request"],
  ["no one has to know", "personal-request"],
  ["no one needs to know, it's just us", "personal-request"],
  ["nobody needs to know about us", "personal-request"],
  // The reader's own people kept from knowing.
  ["don't tell your mum about us", "personal-request"],
  ["dont tell ur parents about me", "personal-request"],
  ["don't tell your friends you're talking to me", "personal-request"],
  ["don't tell anyone we've been chatting", "personal-request"],
  ["don't let your parents find out about us", "personal-request"],
  ["don't let anyone see our messages", "personal-request"],
  ["you can't tell anyone about this, ok?", "personal-request"],
  ["promise you won't tell your mum?", "personal-request"],
  ["promise not to tell anyone about us", "personal-request"],
  ["delete our chat after you read this", "personal-request"],
  // "Are you alone?" that words of help do not excuse: the writer offers themselves, flatters, asks
  // whether it is safe to talk, asks about parents, or asks with nothing about help at all.
  ["are you on your own tonight? is there someone you could call, or you could call me", "personal-request"],
  ["are you alone? is it safe to talk?", "personal-request"],
  ["are you home alone? i could come and keep you company", "personal-request"],
  ["r u alone rn? u can call me if u need someone", "personal-request"],
  ["are you by yourself tonight? is there someone you could call? you're so beautiful", "personal-request"],
  ["are you alone? are you safe? i can come over and look after you", "personal-request"],
  ["are your parents home? is there someone you could call?", "personal-request"],
  ["does anyone check your phone? i want to send you something just for you", "personal-request"],
  ["does anyone check your phone? good, then delete our chat after", "personal-request"],
];
