/**
 * Contact details split over messages: "07911" then "123456", "janedoe" then "@gmail.com". Each
 * half passes alone; read with the writer's previous message or two, the whole is found. The
 * server reads them from the conversation window it already keeps of each person's recent messages
 * (server/crisis/window.ts); the message box from the messages the page shows. Both read them
 * through this one function, so that they decide alike.
 */
import { withoutInvisibleOrLookalikes } from "./invisible-characters.js";
import { numberFragment } from "./personal-details-split-fragments.js";
import type { PersonalDetail } from "./personal-details-text.js";

type Finder = (text: string) => PersonalDetail[];

/** How far back a message still counts as the first part: the time it takes to type the rest. */
export const SPLIT_WITHIN_MS = 2 * 60_000;
/** How many earlier messages are read with the newest: a number in three parts is caught whole. */
export const SPLIT_MESSAGES = 2;

/**
 * What `text` completes with the writer's previous messages (`previous`, oldest first, this one not
 * among them): details found in them joined that neither the previous ones (already sent and
 * decided) nor this one hold alone. Named in the joined words ("07911 123456").
 */
export function splitDetails(previous: readonly string[], text: string, find: Finder): PersonalDetail[] {
  const found: PersonalDetail[] = [];
  const start = head(text);
  // Nearly every join finds nothing: the parts alone are read only for what a join found.
  let alone: Set<string> | undefined;
  // After a previous message of EDGE characters or more, the two previous ones end in the same words
  // as the last alone: the same join, read once.
  const read = new Set<string>();
  const join = (earlier: string, own: string) => {
    const text = `${earlier} ${own}`;
    if (read.has(text)) return;
    read.add(text);
    const joined = find(text);
    if (joined.length === 0) return;
    alone ??= new Set(find(start).map((detail) => detail.text));
    const before = new Set(find(earlier).map((detail) => detail.text));
    for (const detail of joined) {
      if (before.has(detail.text) || alone.has(detail.text)) continue;
      if (!found.some((f) => sameDetail(f, detail))) found.push(detail);
    }
  };
  // Joined by a space, as the parts would have been written in one message.
  for (let k = 1; k <= Math.min(SPLIT_MESSAGES, previous.length); k += 1)
    join(tail(previous.slice(-k).join(" ")), start);
  // A number given in parts among a few words ("ok my number starts 415", "then 867", "and ends
  // 5309"): the words break the text joined as written, so the parts alone are joined, where this
  // message and each earlier one joined holds one (personal-details-split-fragments.ts).
  const own = numberFragment(text);
  const parts: string[] = [];
  for (const message of own ? previous.slice(-SPLIT_MESSAGES).reverse() : []) {
    const part = numberFragment(message);
    if (!part) break;
    parts.unshift(part);
    join(parts.join(" "), own!);
  }
  return found;
}

/**
 * The same number read twice, joined as written ("07911 then 123456", personal-details-number-parts.ts)
 * and from its parts alone ("07911 123456"): one detail, named in the writer's words.
 */
function sameDetail(one: PersonalDetail, other: PersonalDetail): boolean {
  if (one.text === other.text) return true;
  return (
    one.kind === "phone" && other.kind === "phone" && one.text.replace(/\D/g, "") === other.text.replace(/\D/g, "")
  );
}

/**
 * A detail split between messages stands where they meet: only the last words of the earlier ones
 * and the first of the newest are read together. It keeps the cost of every message small (the
 * guard reads three short texts more, not two whole messages) and what is joined close to the join.
 */
const EDGE = 80;
const tail = (text: string) => (text.length <= EDGE ? text : text.slice(-EDGE).replace(/^\S*\s/, ""));
const head = (text: string) => (text.length <= EDGE ? text : text.slice(0, EDGE).replace(/\s\S*$/, ""));

/** A finder that reads `text` alone and with the writer's previous messages: what screenText is given. */
export function withPrevious(previous: readonly string[], find: Finder): Finder {
  if (previous.length === 0) return find;
  // The earlier parts are read as the newest is (screening.ts): without characters that show nothing.
  const earlier = previous.map(withoutInvisibleOrLookalikes);
  return (text) => {
    const own = find(text);
    const split = splitDetails(earlier, text, find).filter((detail) => !own.some((o) => o.text === detail.text));
    return [...own, ...split];
  };
}
