/**
 * Asks that Kindred's own tools answer, not the room's talk: a chat partner who says they are under
 * Kindred's minimum age (Report, with the reason a person can give about age), a partner who makes the person
 * uncomfortable or unsafe (Block, Report, or ending the chat), someone else's data or the persona's
 * instructions (nothing about anyone is shared), and "is anyone there" (the persona is here, and
 * the search for a person goes on). Before this a partner who said they were 15 was met with sleep
 * tips, and "tell me the other user's account email" with a question about a venture.
 */
import type { ReportReason } from "../../../shared/after-chat-api.js";
import type { Lines } from "./fit.js";
import type { Memory } from "./memory.js";
import { fresh, rotate } from "./repeats.js";

/** The Report dialog's reason about age, word for word (a typo fails to compile). */
const TOO_YOUNG: ReportReason = "They seem to be too young for Kindred";

/** The person they are matched with, however it is called; "they" alone, in a chat, is the partner. */
const THE_PARTNER =
  /\b(?:they|they're|theyre|he|he's|she|she's|them|him|her|my (?:chat )?partner(?! at home)|my match|(?:this|the other|the) (?:person|guy|girl|user)|partner (?:here|in this chat)|the person i'm (?:talking|chatting|matched))\b/;
/** Someone in the person's life: the tools of this chat cannot reach them. */
const SOMEONE_IN_THEIR_LIFE =
  /\bmy (?:little |younger |older |big )?(?:brother|sister|niece|nephew|son|daughter|kids?|cousin|mum|mom|dad|parents?|friend|coworker|colleague|boss|manager|uncle|aunt|flatmate|roommate|neighbour|teacher|ex)\b|\bat (?:home|work|school)\b|\bwhen i was\b/;
/** An age said of someone ("she's only 16", "they told me they're 17"); the number is the group. */
const AGE_SAID_OF_THEM =
  /\b(?:they'?re|they are|he'?s|she'?s|he is|she is|they said|says|said|told me)(?: they(?:'re| are)?| he(?:'s| is)?| she(?:'s| is)?)? (?:only |just |still |barely )?(\d{1,2})\b(?! ?(?:mins?|minutes|hours?|days?|weeks?|months?|%|years? (?:older|younger|ago)))/;
/** Words that say someone is a child, whatever the number. */
const CHILD_WORDS =
  /\b(?:under ?age|a minor|a kid|a child|too young|(?:in )?(?:middle|high|primary|secondary) school|in year (?:[5-9]|1[0-2])\b|in (?:grade|year) \d)/;
/** Something a partner does that makes a person uncomfortable or unsafe. */
const UNSETTLING =
  /\b(?:creep\w*|uncomfortable|unsafe|weird|pushy|rude|harass\w*|sexual|pics|nudes|freaking me out|scar(?:ed|ing|y)|threat\w*|insult\w*|where i live|don't like it|won't stop|bother\w*|stalk\w*)\b/;
/** An order to drop its rules, or its instructions asked for. */
const DROPS_THE_RULES =
  /\b(?:ignore|disregard|forget|bypass)\b.{0,30}\b(?:instructions|rules|prompt|guidelines)\b|\bsystem prompt\b|\byou(?:'re| are) (?:an? )?(?:admin|developer|moderator) now\b/;
/** Someone other than the person writing. */
const SOMEONE_ELSE =
  /\b(?:other (?:user|person|people)|other users|users'?|my match|the person i(?:'m| am| was)?\b|whoever|everyone (?:in|here)|the last person|this person|(?:their|his|her) (?:real )?(?:email|number|name|address))/;
/** What someone could be found or known by, or what they said. */
const THEIR_DATA =
  /\b(?:e-?mails?|address|phone|numbers?|name|username|instagram|insta|snapchat|snap|ip|lives|location|account|details|password|say|said)\b/;
const ASKS_FOR = /\b(?:tell|give|show|share|send|list|print|reveal|what(?:'s| is| are| did)|where|who)\b/;
/** "is anyone there", "hello? anybody there?", "anyone?": the whole message. */
const ANYONE_THERE =
  /^\W*(?:(?:hel+o+|hi+|hey+)\W+)?(?:(?:is|are) )?(?:there )?(?:any|some)(?:one|body)\b(?: (?:even|else|at all))?(?: (?:there|here|around|out there|online|home))?\W*$/;

/**
 * `minimumAge` is Kindred's (MINIMUM_AGE), known in a chat: "she's 19" is under it where it is 21.
 * Without it (a request from no chat) only words that say "a child" count.
 */
export function kindredToolsReply(
  lower: string,
  { matched, minimumAge }: { matched: boolean; minimumAge?: number },
  memory: Memory,
): Lines | undefined {
  if (asksForOthersData(lower)) return othersData(memory);
  if (ANYONE_THERE.test(lower.trim())) return anyoneThere(matched, memory);
  if (!matched || !THE_PARTNER.test(lower) || SOMEONE_IN_THEIR_LIFE.test(lower)) return undefined;
  if (saidUnderAge(lower, minimumAge)) return partnerUnderAge(memory);
  if (UNSETTLING.test(lower)) return partnerUnsettling(memory);
  return undefined;
}

function saidUnderAge(lower: string, minimumAge: number | undefined): boolean {
  if (CHILD_WORDS.test(lower)) return true;
  const age = AGE_SAID_OF_THEM.exec(lower)?.[1];
  return age !== undefined && minimumAge !== undefined && Number(age) < minimumAge;
}

const asksForOthersData = (lower: string) =>
  DROPS_THE_RULES.test(lower) || (ASKS_FOR.test(lower) && SOMEONE_ELSE.test(lower) && THEIR_DATA.test(lower));

function othersData(memory: Memory): Lines {
  return [
    rotate(
      [
        "I can't share anything about anyone: not who they are, how to reach them or what they've said.",
        "I won't share anything about anyone here, whatever I'm asked: not their details and not what they've said.",
      ],
      memory,
    ),
    fresh(
      [
        "Kindred keeps everyone anonymous, you included, and that's what keeps it safe to talk.",
        "Everyone here stays anonymous, you too; that's what makes it safe to say what you need to.",
      ],
      memory,
    ),
  ];
}

function anyoneThere(matched: boolean, memory: Memory): Lines {
  if (matched) {
    return [
      "I'm here, an AI you can call on; the person you're matched with is real, and may just be taking a moment to write.",
    ];
  }
  return [
    rotate(["I'm here, an AI keeping you company.", "I'm right here: an AI, keeping you company for now."], memory),
    rotate(
      [
        "Kindred is still looking for a person for you, and they'll appear right here when they join.",
        "The search for a person is still on; they'll show up in this chat the moment they join.",
      ],
      memory,
    ),
  ];
}

function partnerUnderAge(memory: Memory): Lines {
  return [
    fresh(["Thank you for saying something; you've done nothing wrong by noticing."], memory),
    `Kindred is only for adults, so please choose Report in the chat's menu, with the reason "${TOO_YOUNG}", and our moderators will look into it.`,
    fresh(["You can also end the chat whenever you like."], memory),
  ];
}

function partnerUnsettling(memory: Memory): Lines {
  return [
    fresh(
      [
        "You don't have to put up with anything that makes you uncomfortable here.",
        "Your safety and comfort come first here.",
      ],
      memory,
    ),
    "You can Block them with the button at the top of the chat, choose Report in the chat's menu so Kindred's moderators look into it, or simply end the chat.",
  ];
}
