/**
 * Handles in a message, for the personal-details guard (personal-details.ts): a
 * handle counts where a platform is named beside it ("my snap is jamie.k", "@quietriver on
 * telegram", "add me janedoe on snap") or where someone asks to be reached ("find me @sam"), and in
 * the shapes that name an account on their own ("u/sam", "sam#1234"). Profile links ("t.me/sam")
 * are read by personal-details-links.ts.
 */
import { matchesIn } from "./matches-in.js";
import {
  AT_HANDLE,
  bareOf,
  HANDLE,
  HANDLE_MARK,
  looksLikeHandle,
  namesRatherThanDescribes,
  OPENING,
  withoutTypedApartProse,
} from "./personal-details-handle-shapes.js";
import { INVITATION, NOT_A_HANDLE, NOT_A_NAME, NOT_GIVEN, PLATFORM } from "./personal-details-platform-words.js";
import { CLAUSE_START } from "./personal-details-request-words.js";
import { END_OF_SENTENCE, isGivenHandle, isHandle, isSelfNamed } from "./personal-details-handle-candidates.js";

/** What may close a handle set apart: "(moonchild22) on snap", "'sam_22' on insta". */
const CLOSING = `["'”’)\\]]?`;

const PLATFORM_NAMED = new RegExp(`\\b(?:${PLATFORM})\\b`, "i");
const PLATFORM_THEN_HANDLE = new RegExp(`\\b(?:${PLATFORM})\\b(?:\\s+me)?${HANDLE_MARK}(${HANDLE})`, "gi");
/**
 * A handle given "at" a platform (fourteenth round, 2026-12-01): "my insta is at j.doe.22", "insta: at
 * lilmoon_x", "hmu on insta at j.doe.22", "my snap's at lilmoon". "at" is also a time and a place
 * ("i looked at ig at 3am", "on tt at lunch", "my snap is at home on my old phone"): see handlesIn.
 * Since the sixteenth round also after the platform as a verb, "snap me at nightowl double seven",
 * where only a word shaped as a handle counts ("snap me at lunch", "snap me at 9" are times).
 */
const PLATFORM_AT_HANDLE = new RegExp(
  `\\b(?:${PLATFORM})\\b(?:\\s+me)?(\\s*(?:is|['’]s|=|:))?\\s*\\bat\\s+${OPENING}(${HANDLE})`,
  "gi",
);
/** Where one is, or when, after "at": never a handle, even after "my snap is". */
const AT_A_PLACE_OR_TIME = new Set(
  "home work school uni college church night midnight noon lunch breakfast dinner bedtime weekends least last first once times".split(
    " ",
  ),
);
/**
 * A name and a platform as a whole sentence (sixteenth round, 2026-12-01): "nightowl on snap", typed
 * in enclosed letters by a stranger's trial ("🅽🅸🅶🅷🆃🅾🆆🅻 on snap", folded by the cleaning step). Read
 * as a name someone gives themselves (isSelfNamed): "bored on tiktok", "hours on snap", "same on
 * insta" say how someone is or spends time, "mum on facebook" whom they talk to there.
 */
const REACH_VERB = /^(?:hmu|add|follow|dm|pm|message|msg|text|txt|ping|call|chat|talk|find|contact|reach|friend)$/i;
/** Whom someone follows or talks to there ("mum on facebook", "my sister on snap" is two words). */
const SOMEONE_KNOWN =
  /^(?:mum|mom|mam|dad|nan|gran|grandma|grandad|grandpa|sister|brother|sis|bro|aunt|auntie|uncle|cousin|friend|mate|bestie|bf|gf|boyfriend|girlfriend|wife|husband|partner|ex|son|daughter|teacher|boss)$/i;
const NAME_ON_PLATFORM = new RegExp(
  `(?:^|[.!?\\n]\\s*)${OPENING}(${HANDLE})${CLOSING}\\s+on\\s+(?:${PLATFORM})\\b(?=\\s*(?:$|[.!?\\n]))`,
  "gi",
);
/** "@sam_22 on insta", "@sam on both snap and insta". */
const HANDLE_THEN_PLATFORM = new RegExp(
  `(?<![\\w.@])${OPENING}(${HANDLE})${CLOSING}\\s+(?:on|at|via|in)\\s+(?:both\\s+)?(?:${PLATFORM})\\b`,
  "gi",
);
/**
 * A plain word given as a handle before the platform, where someone asks to be reached or names
 * themselves: "add me janedoe on snap", "find me as sunny on tiktok", "my username is sunny on discord".
 */
const GIVEN_THEN_PLATFORM = new RegExp(
  `(?:${INVITATION}\\s*(?:[:-]|\\bas\\b|\\bits\\b|\\bit's\\b)?|\\bmy\\s+(?:user\\s?name|handle|name|id|account|acc)\\s+(?:is|=|:)|\\bi\\s+go\\s+by)\\s*(${HANDLE})\\s+(?:on|at|via|in)\\s+(?:${PLATFORM})\\b`,
  "gi",
);
/**
 * "add sunnyday on snap", "add quietriver22 on discord": a name for the other person to add, as an
 * imperative opening its clause ("he tried to add randoms on snap" reports one; "add him on snap"
 * and "add captions on tiktok" name no one).
 */
const ADD_THEN_PLATFORM = new RegExp(
  `${CLAUSE_START}add\\s+${OPENING}(${HANDLE})${CLOSING}\\s+(?:on|at|via)\\s+(?:${PLATFORM})\\b`,
  "gi",
);
/** "I'm", "im", "i am": someone about to say who they are, or how they are. */
const I_AM = "\\bi(?:['’]?m|\\s+am)";
/** "it's", "it is" opening a clause: "it's nightowl on discord" (not "I think it's popular on tiktok"). */
const IT_IS = "(?:^|[.!?,;:]\\s*)it(?:['’]?s|\\s+is)";
/** "I'm riley on discord", "it's nightowl on discord": someone naming themselves on a platform. */
const SELF_NAMED_THEN_PLATFORM = new RegExp(`(?:${I_AM}|${IT_IS})\\s+(${HANDLE})\\s+on\\s+(?:${PLATFORM})\\b`, "gi");
/**
 * "on discord I'm riley", "find me on insta, it's riley.j", "snap me, it's moonchild", "you asked
 * for my snap, it's sunnyday": the name given after the platform, where it is the writer's own.
 */
const PLATFORM_THEN_SELF_NAMED = new RegExp(
  `(?:\\bon\\s+(?:${PLATFORM})\\s*[,:;-]?\\s*${I_AM}|(?:${INVITATION}\\s+(?:on|at|via)\\s+(?:${PLATFORM})|\\bmy\\s+(?:${PLATFORM})|\\b(?:${PLATFORM})\\s+me)\\s*[,:;-]?\\s*it(?:['’]?s|\\s+is))\\s+${OPENING}(${HANDLE})`,
  "gi",
);
/** "find me @sam", "follow me on x @sam", "dm me: @sam": an @handle given where someone asks to be reached. */
const INVITED_HANDLE = new RegExp(
  `${INVITATION}(?:\\s+(?:on|at|via)(?:\\s+[a-z.]+)?)?\\s*[:-]?\\s*(${AT_HANDLE})`,
  "gi",
);
/**
 * "add me on xbox, NightOwl2009", "add me on snap, lilmoon": a name after an invitation and a comma,
 * read as a name someone gives themselves (isSelfNamed): "add me on snap, babe" or "…, honestly" is none.
 */
const INVITED_AFTER_COMMA = new RegExp(
  `${INVITATION}\\s+(?:on|at|via)\\s+(?:${PLATFORM})\\s*,\\s*${OPENING}(${HANDLE})`,
  "gi",
);
/**
 * A real name given on a platform after an invitation: "add me on fb, Jane Doe from Leeds". Read
 * without regard to case, then kept only where the name is written as names are (checked on the
 * match): "add me on fb, I'd like that" is no name.
 */
const INVITED_REAL_NAME = new RegExp(
  `${INVITATION}\\s+(?:on|at|via)\\s+(?:${PLATFORM})\\s*[,:;-]?\\s*(?:(?:it'?s|i'?m|search(?:\\s+for)?|look\\s+for)\\s+)?([a-z][a-z'-]+(?:\\s+[a-z][a-z'-]+)?)(\\s+from\\s+[a-z][a-z'-]+)?`,
  "gi",
);
const WRITTEN_AS_A_NAME = /^[A-Z][a-z'-]+\s+[A-Z][a-z'-]+$|^[A-Z][a-z'-]+$/;
/**
 * "same name as here", "same username on insta": the handle given by pointing at one the other
 * person can find. "same name as my grandma" points at no account.
 */
const SAME_NAME = new RegExp(
  `\\bsame\\s+(?:user\\s?name|name|handle|@|id)\\s+(?:as\\s+(?:here|on\\s+here|this\\s+one|on\\s+this)\\b|on\\s+(?:(?:${PLATFORM})\\b|everything|everywhere|all\\s+(?:my\\s+)?(?:socials|apps))|everywhere\\b)`,
  "gi",
);
/**
 * "i'm @sunnyday everywhere", "i go by riley_k everywhere", "i'm riley_k on most apps": one handle for
 * every platform, so no platform need be named. Shaped as a handle (see handlesIn): "I'm welcome
 * everywhere" and "I'm sad on all apps" say how someone is.
 */
const EVERYWHERE = new RegExp(
  `(?:(${AT_HANDLE})|(?:${I_AM}|\\bi\\s+go\\s+by)\\s+(${HANDLE}))\\s+(?:everywhere|on\\s+(?:everything|most\\s+(?:apps|socials|platforms)|all\\s+(?:the\\s+|my\\s+)?(?:socials|apps|platforms)))\\b`,
  "gi",
);
/**
 * "my discord? riley_k", "snap? its riley_k", "tiktok @ riley_k": a handle after a question or a
 * spaced "@", only where shaped as one ("Insta? Sure", "tiktok @ 2am" are prose).
 */
const ASKED_THEN_HANDLE = new RegExp(
  `\\b(?:${PLATFORM})\\s*(?:\\?\\s*(?:it(?:['’]?s|\\s+is)\\s+)?|@\\s+)${OPENING}(${HANDLE})`,
  "gi",
);
/**
 * "my @ is riley_k", "my gamertag is QuietRiver22": Kindred gives no one a name, so a handle of one's own
 * is an account elsewhere. Without a platform, only a word shaped as a handle counts.
 */
const MY_HANDLE = new RegExp(
  `\\bmy\\s+(?:@|handle|user\\s?name|gamertag|tag)\\s*(?:is|['’]s|=|:)\\s*${OPENING}(${HANDLE})`,
  "gi",
);
/** Mastodon and the fediverse name a user with their server: "@sunny@mastodon.social", an address in form only. */
const FEDIVERSE = /(?<![\w.])@[a-z0-9_]{1,30}@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
/** Reddit's way of naming a user, "u/sam"; "r/…" names a community, no one's account. */
const REDDIT_USER = /(?<![\w/])u\/[a-z0-9_-]{3,20}\b/gi;
const DISCORD_TAG = /\b[a-z0-9._]{2,32}#\d{4}\b/gi;
/**
 * Cash App's "$cashtag" beside the app's name (sixth round): "my cashapp is $sunnyday22", a way to
 * send someone money and so to reach them. "$5" is a price, and "$AAPL" with no app named a share.
 */
const CASHTAG = /\b(?:cash\s?app|cashtag)\b[^$\n]{0,20}?(?<![\w$])\$[a-z][a-z0-9_-]{0,19}\b/gi;

/**
 * The handles in `text`, in the words that give each ("add me janedoe on snap"). A pattern is tried
 * only with what it cannot match without: a platform's name, an "@", a "/", a "#", a "$" or its first word.
 */
export function handlesIn(text: string): string[] {
  const found: string[] = [];
  const platform = PLATFORM_NAMED.test(text);
  const at = text.includes("@");
  const after = (match: RegExpExecArray) => text.slice(match.index + match[0].length);
  for (const match of platform ? matchesIn(text, PLATFORM_THEN_HANDLE) : []) {
    if (isHandle(match[1]!, match[0], text.slice(0, match.index), after(match))) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, PLATFORM_AT_HANDLE) : []) {
    // Shaped as a handle, or a plain name where "is" or ":" gives it and its sentence ends there.
    const handle = match[2]!;
    const bare = bareOf(handle);
    const named =
      match[1] !== undefined &&
      /^[a-z]/.test(bare) &&
      !AT_A_PLACE_OR_TIME.has(bare) &&
      namesRatherThanDescribes(handle) &&
      END_OF_SENTENCE.test(after(match));
    if (looksLikeHandle(handle.replace(/[.]+$/, "")) || named) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, HANDLE_THEN_PLATFORM) : []) {
    if (looksLikeHandle(match[1]!)) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, NAME_ON_PLATFORM) : []) {
    // Time is spent in the plural ("hours on snap"), as things are added (see ADD_THEN_PLATFORM).
    const plural = !looksLikeHandle(match[1]!) && /[^s]s$/i.test(match[1]!);
    // "hmu on snap", "chat on discord?": an invitation, which the request finder reads.
    const known = SOMEONE_KNOWN.test(match[1]!);
    if (!plural && !known && !REACH_VERB.test(match[1]!) && isSelfNamed(match[1]!, after(match)))
      found.push(match[0].replace(/^[.!?\n\s]+/, ""));
  }
  for (const match of platform ? matchesIn(text, GIVEN_THEN_PLATFORM) : []) {
    if (isGivenHandle(match[1]!)) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, ADD_THEN_PLATFORM) : []) {
    // Things are added in the plural ("add captions on tiktok"); a plain word so written is no name.
    const thing = !looksLikeHandle(match[1]!) && /[^s]s$/i.test(match[1]!);
    if (!thing && isSelfNamed(match[1]!, after(match))) found.push(match[0]);
  }
  for (const pattern of platform ? [SELF_NAMED_THEN_PLATFORM, PLATFORM_THEN_SELF_NAMED] : []) {
    for (const match of matchesIn(text, pattern)) if (isSelfNamed(match[1]!, after(match))) found.push(match[0]);
  }
  for (const match of at ? matchesIn(text, INVITED_HANDLE) : []) {
    if (looksLikeHandle(match[1]!)) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, INVITED_AFTER_COMMA) : []) {
    // Since the fourteenth round also a plain name ending its sentence: "add me on snap, lilmoon".
    if (isSelfNamed(match[1]!, after(match))) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, INVITED_REAL_NAME) : []) {
    // Two capitalised words, or one with where they are from: one capitalised word alone may open a sentence.
    const name = match[1]!;
    const bare = name.toLowerCase();
    if (NOT_A_HANDLE.has(bare) || NOT_A_NAME.has(bare) || NOT_GIVEN.has(bare)) continue;
    if (WRITTEN_AS_A_NAME.test(name) && (name.includes(" ") || match[2])) found.push(match[0]);
  }
  for (const match of /\bsame\b/i.test(text) ? matchesIn(text, SAME_NAME) : []) found.push(match[0]);
  for (const match of /\bevery|\ball\b|\bmost\b/i.test(text) ? matchesIn(text, EVERYWHERE) : []) {
    if (looksLikeHandle(match[1] ?? match[2]!)) found.push(match[0]);
  }
  for (const match of platform ? matchesIn(text, ASKED_THEN_HANDLE) : []) {
    if (looksLikeHandle(match[1]!)) found.push(match[0]);
  }
  for (const match of /\bmy\b/i.test(text) ? matchesIn(text, MY_HANDLE) : []) {
    // A plain name too where a platform is named ("im on xbox a lot, my tag is nightowl"; sixteenth
    // round): there "tag" and "username" are the platform's, not a name tag's or a tag line's.
    if (looksLikeHandle(match[1]!) || (platform && isSelfNamed(match[1]!, after(match)))) found.push(match[0]);
  }
  for (const match of at ? matchesIn(text, FEDIVERSE) : []) found.push(match[0]);
  for (const match of text.includes("/") ? matchesIn(text, REDDIT_USER) : []) found.push(match[0]);
  for (const match of text.includes("#") ? matchesIn(text, DISCORD_TAG) : []) found.push(match[0]);
  for (const match of text.includes("$") ? matchesIn(text, CASHTAG) : []) found.push(match[0]);
  return withoutTypedApartProse(text, found);
}
