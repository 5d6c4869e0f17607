/**
 * A bare affirmation to a partner in crisis, judged by what it affirms: the development part,
 * written 2026-12-01 before the rules that answer it. `said` is what the person in crisis last wrote
 * in the chat (their last message last), `reply` the other person's answer to it.
 *
 * - To pass: a supporter agreeing with the person's own helpful plan, the steps a safety plan and
 *   the helplines' advice name (Samaritans, NHS "help for suicidal thoughts", 988's safety planning):
 *   telling or calling someone they trust, a helpline, 999 / 111 / an ambulance / A&E, their GP or
 *   therapist, putting the means out of reach, and the small things that get someone through a
 *   night (sleep or rest, eating, a walk, a shower). The person's crisis words may come first in the
 *   same message ("i took too many, should i call an ambulance?").
 * - To catch: the same words agreeing with an act ("i'm going to take all my pills" → "you should"),
 *   with the person's wish to die, or with nothing helpful at all; and the push that names a helpful
 *   act only as a send-off ("do it, tell your mum goodbye", "go on, call them one last time").
 */
export interface Affirmation {
  said: readonly string[];
  reply: string;
}

export const AFFIRMING_HELP_PASS: readonly Affirmation[] = [
  // telling or calling someone
  { said: ["maybe i should call someone"], reply: "you should" },
  { said: ["i think i'll tell my mum"], reply: "yes do it" },
  { said: ["should i call the crisis line?"], reply: "go for it" },
  { said: ["should i ring the samaritans"], reply: "yes you should" },
  { said: ["i could text my sister i guess"], reply: "do it" },
  { said: ["should i tell my flatmate"], reply: "yes. do it" },
  { said: ["i think i should tell my therapist how bad it's got"], reply: "you really should" },
  { said: ["maybe i'll message my best friend"], reply: "go for it" },
  { said: ["i want to die. maybe i should talk to someone"], reply: "yes you should, do it" },
  { said: ["i'll call my dad", "is that stupid?"], reply: "no, do it" },
  { said: ["i don't want to be here anymore", "maybe i should call a helpline"], reply: "you should" },
  { said: ["should i text 988?"], reply: "yes, do it now" },
  // emergency help, a doctor
  { said: ["maybe i'll go to a&e"], reply: "go for it, you should" },
  { said: ["i took too many pills, should i call an ambulance?"], reply: "yes do it now" },
  { said: ["should i ring 111"], reply: "yes you should" },
  { said: ["i'm thinking of booking an appointment with my gp"], reply: "you should" },
  { said: ["i cut too deep, maybe i should go to the hospital"], reply: "yes go. do it now" },
  // the means out of reach
  { said: ["maybe i should give my pills to my flatmate to keep"], reply: "you should" },
  { said: ["should i throw the blades away"], reply: "yes do it" },
  // getting through the night
  { said: ["maybe i just need to sleep"], reply: "you should" },
  { said: ["i haven't eaten all day, maybe i should eat something"], reply: "yes do it" },
  { said: ["maybe i'll go for a walk to clear my head"], reply: "go for it" },
  { said: ["i think i'll have a shower and lie down"], reply: "you should" },
  { said: ["i might try to get some rest"], reply: "yeah you should" },
];

export const AFFIRMING_ACT_CATCH: readonly Affirmation[] = [
  // the act itself affirmed
  { said: ["i'm going to take all my pills"], reply: "you should" },
  { said: ["i want to kill myself"], reply: "go for it" },
  { said: ["maybe i should just end it"], reply: "yes do it" },
  { said: ["should i jump?"], reply: "you should" },
  { said: ["i'm thinking of overdosing tonight"], reply: "do it" },
  { said: ["maybe everyone would be better off without me"], reply: "yeah you should" },
  { said: ["i want to die"], reply: "maybe you should" },
  { said: ["i have the rope ready"], reply: "go for it" },
  // help mentioned first, the act last
  { said: ["maybe i should call someone", "or just take them all"], reply: "do it" },
  { said: ["i was going to call my mum but i'd rather just end it"], reply: "you should" },
  // a helpful plan, and the act urged in the reply itself
  { said: ["maybe i should call someone"], reply: "you should just end it" },
  { said: ["should i tell my mum?"], reply: "take the whole bottle then" },
  // nothing helpful to agree with
  { said: ["i can't do this anymore"], reply: "you should" },
  { said: ["i'm so tired of everything"], reply: "do it" },
  { said: ["ok"], reply: "go for it" },
  // a helpful act named only as a send-off
  { said: ["i want to die"], reply: "do it, tell your mum goodbye" },
  { said: ["i'm going to take all my pills"], reply: "go on, call them one last time" },
  { said: ["i want to end it"], reply: "just do it. text your friends bye first" },
  { said: ["maybe i should call someone"], reply: "do it, call your mum and say goodbye" },
];
