/**
 * What the required-words reader (required-words.ts) knows of each part of a pattern, and how parts
 * in sequence or in alternation combine. A need is a whole word ("want") or, written with a
 * trailing "*", the start of a word ("suicid*": some word of the text starts with "suicid").
 */

/** Stands for \b, ^ and $ in the strings below: a word may end there. */
export const EDGE = "\0";
/**
 * Stands for any one or more characters that are not word characters (\s+, [.!?,]): where words
 * begin and end, they all act alike, so the reader spells them as one.
 */
export const GAP = " ";
/**
 * Stands for any number of word characters, or none (\w*, \w+, \d, [a-z]+): a word it is part of
 * is known by what comes before it, as its start.
 */
export const MORE = "\ue000";
/** Marks a need that is the start of a word rather than a whole one. */
export const PREFIX = "*";
/** Past this many strings, a part's language is no longer spelled out. */
const MOST_STRINGS = 32;
/** How many neighbouring parts are spelled out together to find a word bounded across them. */
const WIDEST = 4;

export interface Part {
  /** Every string the part can match (EDGE, GAP for what they stand for); null when unknown or too many. */
  strings: string[] | null;
  /** Needs of which every match meets at least one; null when none is known. */
  words: Set<string> | null;
  /**
   * With `strings` null, how every string the part can match is known all the same to end: in a
   * non-word character or an edge ("gap": "(?:i'm\s+|^)" and much else), so that a word after it
   * is bounded, or so when it is not empty ("gap-or-nothing": "(?:my\s+first\s+year\s+of\s+)?").
   */
  ending?: Ending;
}

export type Ending = "gap" | "gap-or-nothing";

export const only = (strings: string[]): Part => ({ strings, words: null });
export const UNKNOWN: Part = { strings: null, words: null };
export const EMPTY = only([""]);

/** \w without the u flag: an ASCII letter or digit, or "_"; or MORE of them. */
export const isWordChar = (char: string | undefined): boolean =>
  char !== undefined &&
  ((char >= "a" && char <= "z") ||
    (char >= "A" && char <= "Z") ||
    (char >= "0" && char <= "9") ||
    char === "_" ||
    char === MORE);

/**
 * Whether every string ends in a character that is not a word character (or an edge): "\s", "so ".
 * Whatever follows such strings sees only that last character.
 */
export const endsInGap = (strings: string[]): boolean =>
  strings.every((string) => string !== "" && !isWordChar(string[string.length - 1]));

/** How every string a part can match ends, spelled out or not (Part's `ending`); undefined when unknown. */
export function endingOf(part: Part): Ending | undefined {
  if (!part.strings) return part.ending;
  const taking = part.strings.filter((string) => string !== "");
  if (taking.length > 0 && !endsInGap(taking)) return undefined;
  return taking.length === part.strings.length ? "gap" : "gap-or-nothing";
}

/**
 * How a sequence ends: as its last item, or, where that item may match nothing (an optional
 * "(?:the\s+)?", a lookahead), as the items before it may.
 */
function sequenceEnding(items: Part[]): Ending | undefined {
  for (let at = items.length - 1; at >= 0; at--) {
    const ending = endingOf(items[at]!);
    if (ending !== "gap-or-nothing") return ending;
  }
  return "gap-or-nothing";
}

/**
 * Words nearly every message holds: a rule gated on one of them is tested on nearly every message
 * ("thank you for listening" opened every rule needing "you" or "for"), so any other need of the
 * rule is chosen before them.
 */
const COMMON = new Set(
  (
    "a about all also am an and are as at be been but by can could do dont for from get go going got had has " +
    "have he her him his how i if im in is it its just know like me my no not now of on one or our out really " +
    "she so some that the their them then there they this to u up ur want was we well were what when where " +
    "which who will with would you your"
  ).split(" "),
);

/**
 * Short needs cost more, as texts meet them more often; the start of a word more than a whole word
 * of its length, as more words start so; a common word most (COMMON).
 */
const costOf = (need: string): number =>
  need.endsWith(PREFIX)
    ? Math.max(1, 6 - (need.length - 1)) + (COMMON.has(need.slice(0, -PREFIX.length)) ? 12 : 0)
    : COMMON.has(need)
      ? 12
      : Math.max(1, 5 - need.length);
const cost = (needs: Set<string>): number => [...needs].reduce((sum, need) => sum + costOf(need), 0);

/** Of several needs, the cheapest; of two as cheap, the longer. */
const cheapest = (needs: string[]): string =>
  needs.reduce((a, b) => (costOf(b) < costOf(a) || (costOf(b) === costOf(a) && b.length > a.length) ? b : a));

/**
 * What a string makes every match hold: the words it bounds on both sides (in "\0i want to": "i"
 * and "want") and, where a run of word characters is bounded on the left only, a word that starts
 * so: "\0suicid" + MORE + "\0", or "\0suicid" before what the reader cannot spell, need "suicid*".
 */
function bounded(string: string): string[] {
  const needs: string[] = [];
  let start = -1; // where the current run of word characters began, -1 outside one
  for (let at = 0; at <= string.length; at++) {
    if (isWordChar(string[at])) {
      if (start < 0) start = at;
    } else {
      const run = string.slice(start, at);
      const known = run.indexOf(MORE);
      if (start > 0 && known < 0) needs.push(run + (at < string.length ? "" : PREFIX));
      else if (start > 0 && known > 0) needs.push(run.slice(0, known) + PREFIX);
      start = -1;
    }
  }
  return needs;
}

/** Needs of which each string meets one: one all of them share if there is one; null if a string has none. */
function boundedWords(strings: string[]): Set<string> | null {
  const each = strings.map(bounded);
  if (each.some((needs) => needs.length === 0)) return null;
  const shared = each.reduce((common, needs) => common.filter((need) => needs.includes(need)));
  if (shared.length > 0) return new Set([cheapest(shared)]);
  const chosen = new Set<string>();
  for (const needs of each) if (!needs.some((need) => chosen.has(need))) chosen.add(cheapest(needs));
  return chosen;
}

/**
 * Each string of `a` followed by each of `b`. Two GAPs side by side are one, as both stand for a run
 * of non-word characters: "[,!.]?\s+" is spelled as one string, not two, and texts are no more.
 */
function product(a: string[] | null, b: string[] | null): string[] | null {
  if (!a || !b || a.length * b.length > MOST_STRINGS) return null;
  if (a.length === 1 && a[0] === "") return b;
  const joined = new Set<string>();
  for (const left of a)
    for (const right of b)
      joined.add(left.endsWith(GAP) && right.startsWith(GAP) ? left + right.slice(1) : left + right);
  return [...joined];
}

/** `items` never has two neighbours that each match one string (the reader joins them, but for lookarounds). */
export function sequence(items: Part[]): Part {
  let words: Set<string> | null = null;
  let lowest = Infinity;
  const consider = (candidate: Set<string> | null) => {
    const price = candidate ? cost(candidate) : Infinity;
    if (price < lowest) [words, lowest] = [candidate, price];
  };
  for (const item of items) consider(item.words);
  // Neighbours spelled out together: "\b", "(?:want|wanna)", " " bound "want" or "wanna". The
  // longest run from a start is enough, as every word bounded in a run stays so in a longer one,
  // and a word's start grows into a longer start or a whole word; a run cut short by an unknown
  // item makes every later start before that item pointless.
  for (let start = 0; start < items.length; start++) {
    let strings: string[] = [""];
    let end = start;
    for (; end < items.length && end < start + WIDEST; end++) {
      const unspelled = items[end]!.strings ? undefined : items[end]!.ending;
      if (unspelled) {
        // Not spelled out, but it ends in a non-word character, which is all that what follows sees:
        // the run goes on from one, or from where it was when the item may match nothing. Words
        // before it are bounded on the left only.
        if (end > start) consider(boundedWords(strings));
        strings = unspelled === "gap" ? [GAP] : [...new Set([...strings, GAP])];
        continue;
      }
      let longer = product(strings, items[end]!.strings);
      if (!longer && endsInGap(strings)) {
        // Too many to spell out, but what follows sees only a non-word character: their own needs
        // are taken now, and the run goes on from one.
        consider(boundedWords(strings));
        longer = product([GAP], items[end]!.strings);
      }
      if (!longer) break;
      strings = longer;
    }
    if (end > start) consider(boundedWords(strings));
    if (end < items.length && !items[end]!.strings && !items[end]!.ending) start = end;
  }
  // A longer sequence is not spelled out: its words are known, and a parent would read its edges only.
  const strings =
    items.length <= WIDEST ? items.reduce<string[] | null>((all, item) => product(all, item.strings), [""]) : null;
  return { strings, words, ending: strings ? undefined : sequenceEnding(items) };
}

export function alternation(branches: Part[]): Part {
  if (branches.length === 1) return branches[0]!;
  let strings: Set<string> | null = new Set();
  let words: Set<string> | null = new Set();
  const endings = branches.map(endingOf);
  const ending = endings.includes(undefined)
    ? undefined
    : endings.includes("gap-or-nothing")
      ? "gap-or-nothing"
      : "gap";
  for (const branch of branches) {
    if (strings && branch.strings) for (const string of branch.strings) strings.add(string);
    else strings = null;
    if (words && branch.words) for (const word of branch.words) words.add(word);
    else words = null;
  }
  const spelled = strings && strings.size <= MOST_STRINGS ? [...strings] : null;
  return { strings: spelled, words, ending: spelled ? undefined : ending };
}
