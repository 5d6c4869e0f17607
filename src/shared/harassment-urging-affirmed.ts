/**
 * What a bare affirmation affirms. "you should", "yes do it", "go for it" written to a person in
 * crisis are goading after "i'm going to take all my pills" and support after "maybe i should call
 * someone": the words alone cannot tell (harassment-urging.ts refuses them), the person's last words
 * can. Only the server knows them (what the person in crisis last wrote in the chat, read from the
 * stored messages: messages/partner-words.ts), never the page: a page could claim anything.
 *
 * The newest clause of theirs that proposes something decides: one that names help from the one
 * list of it (harassment-urging-help.ts, read with their "i" and "my" turned to "you" and "your"),
 * and neither the act nor a farewell, nor crisis words of their own (crisis.ts), is a helpful plan;
 * one that names the act, or reads as crisis, is not. Clauses that propose nothing ("is that
 * stupid?") are read past. Both in one clause: "i took too many pills should i call an ambulance"
 * proposes the help named last; a choice ("should i call someone or just end it") proposes neither.
 */
import { assessCrisis } from "./crisis.js";
import { normalise } from "./crisis-text.js";
import { endOfLastHelpfulAct, namesHelpfulAct, namesTheActOrFarewell } from "./harassment-urging-help.js";

/** How many of the partner's last messages are read: a plan may come before "is that stupid?". */
export const PARTNER_MESSAGES_READ = 3;

/** Their words said back to them, normalised ("ill" is "i'll", doubled letters being single). */
const SAID_BACK: Readonly<Record<string, string>> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  im: "youre",
  ive: "youve",
  il: "youl",
  id: "youd",
};
const FIRST_PERSON = /\b(?:i|me|my|mine|myself|im|ive|il|id)\b/g;
const saidBack = (clause: string): string => clause.replace(FIRST_PERSON, (word) => SAID_BACK[word] ?? word);

/** Whether one normalised clause of theirs proposes help (true), the act (false), or nothing (null). */
function proposal(clause: string): boolean | null {
  const yours = saidBack(clause);
  const helpful = namesHelpfulAct(yours);
  const harmful = namesTheActOrFarewell(clause) || assessCrisis(clause) !== null;
  if (!helpful || !harmful) return helpful ? true : harmful ? false : null;
  return !/\bor\b/.test(clause) && !namesTheActOrFarewell(yours.slice(endOfLastHelpfulAct(yours)));
}

/**
 * What the partner's last words (oldest first) end on: a helpful plan of their own (true), the act
 * or their crisis (false), or nothing proposed (null).
 */
function lastProposal(partnerSaid: readonly string[]): boolean | null {
  const clauses = partnerSaid
    .slice(-PARTNER_MESSAGES_READ)
    .flatMap((message) => normalise(message).split(" . "))
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "");
  for (const clause of clauses.reverse()) {
    const proposed = proposal(` ${clause} `);
    if (proposed !== null) return proposed;
  }
  return null;
}

/** Whether the partner's last words end on a helpful plan of their own. */
export const proposesHelp = (partnerSaid: readonly string[]): boolean => lastProposal(partnerSaid) === true;

/** Whether the partner's last words end on the act, or their crisis: what an approval would approve. */
export const proposesTheAct = (partnerSaid: readonly string[]): boolean => lastProposal(partnerSaid) === false;
