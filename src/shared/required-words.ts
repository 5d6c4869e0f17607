/**
 * The whole words a regular expression cannot match without, read from its source: any match of
 * /\bi (?:want|need) to die\b/ holds the word "die", so a text without that word needs no test.
 * The crisis detector has over a hundred rules and a message holds the words of a few; asking
 * which rules can match at all, from the message's words, spares most of the tests (crisis.ts).
 *
 * Sound by construction, and silent when unsure. A word is a maximal run of \w characters, and it
 * is required only where the pattern bounds it on both sides (\b, ^, $ or a non-word character)
 * within a part that every match goes through. Lookarounds take no characters and are read as
 * matching the empty string, which only lets more texts through. Whatever the reader does not know
 * (flags other than g, escapes such as \p or \1, named groups) gives no requirement: such a
 * pattern is always tested.
 */

/** Stands for \b, ^ and $ in the strings below: a word may end there. */
const EDGE = "\0";
/** Past this many strings, a part's language is no longer spelled out. */
const MOST_STRINGS = 16;
/** How many neighbouring parts are spelled out together to find a word bounded across them. */
const WIDEST = 4;

interface Part {
  /** Every string the part can match (EDGE for its word edges); null when unknown or too many. */
  strings: string[] | null;
  /** Words of which every match holds at least one; null when none is known. */
  words: Set<string> | null;
}

class Unsupported extends Error {}

const only = (strings: string[]): Part => ({ strings, words: null });
const UNKNOWN: Part = { strings: null, words: null };
const EMPTY = only([""]);

/** \w without the u and i flags: an ASCII letter or digit, or "_". */
const isWordChar = (char: string | undefined): boolean =>
  char !== undefined &&
  ((char >= "a" && char <= "z") || (char >= "A" && char <= "Z") || (char >= "0" && char <= "9") || char === "_");

/** Short words cost more to require, as texts hold them more often. */
const cost = (words: Set<string>): number => [...words].reduce((sum, word) => sum + Math.max(1, 5 - word.length), 0);

/** The words a string bounds on both sides: in "\0i want to" (\b, then "i want to"), "i" and "want". */
function bounded(string: string): string[] {
  const words: string[] = [];
  let start = -1; // where the current run of word characters began, -1 outside one
  for (let at = 0; at <= string.length; at++) {
    if (isWordChar(string[at])) {
      if (start < 0) start = at;
    } else {
      if (start > 0 && at < string.length) words.push(string.slice(start, at));
      start = -1;
    }
  }
  return words;
}

const longest = (words: string[]): string => words.reduce((a, b) => (b.length > a.length ? b : a));

/** Words of which each string holds one: one all of them share if there is one; null if a string has none. */
function boundedWords(strings: string[]): Set<string> | null {
  const each = strings.map(bounded);
  if (each.some((words) => words.length === 0)) return null;
  const shared = each.reduce((common, words) => common.filter((word) => words.includes(word)));
  if (shared.length > 0) return new Set([longest(shared)]);
  const chosen = new Set<string>();
  for (const words of each) if (!words.some((word) => chosen.has(word))) chosen.add(longest(words));
  return chosen;
}

function product(a: string[] | null, b: string[] | null): string[] | null {
  if (!a || !b || a.length * b.length > MOST_STRINGS) return null;
  if (a.length === 1 && a[0] === "") return b;
  const joined: string[] = [];
  for (const left of a) for (const right of b) joined.push(left + right);
  return joined;
}

/** `items` never has two neighbours that each match one string (the reader joins them). */
function sequence(items: Part[]): Part {
  let words: Set<string> | null = null;
  let lowest = Infinity;
  const consider = (candidate: Set<string> | null) => {
    const price = candidate ? cost(candidate) : Infinity;
    if (price < lowest) [words, lowest] = [candidate, price];
  };
  for (const item of items) consider(item.words);
  // Neighbours spelled out together: "\b", "(?:want|wanna)", " " bound "want" or "wanna". The
  // longest run from a start is enough, as every word bounded in a run stays so in a longer one;
  // a run cut short by an unknown item makes every later start before that item pointless.
  for (let start = 0; start < items.length; start++) {
    let strings: string[] = [""];
    let end = start;
    for (; end < items.length && end < start + WIDEST; end++) {
      const longer = product(strings, items[end]!.strings);
      if (!longer) break;
      strings = longer;
    }
    if (end > start) consider(boundedWords(strings));
    if (end < items.length && !items[end]!.strings) start = end;
  }
  // A longer sequence is not spelled out: its words are known, and a parent would read its edges only.
  const strings =
    items.length <= WIDEST ? items.reduce<string[] | null>((all, item) => product(all, item.strings), [""]) : null;
  return { strings, words };
}

function alternation(branches: Part[]): Part {
  if (branches.length === 1) return branches[0]!;
  let strings: Set<string> | null = new Set();
  let words: Set<string> | null = new Set();
  for (const branch of branches) {
    if (strings && branch.strings) for (const string of branch.strings) strings.add(string);
    else strings = null;
    if (words && branch.words) for (const word of branch.words) words.add(word);
    else words = null;
  }
  return { strings: strings && strings.size <= MOST_STRINGS ? [...strings] : null, words };
}

/**
 * A pattern's source in pieces, read by one call: an escape, a character class, a group's opening,
 * ")", "|", a quantifier, a run of characters that stand for themselves, or any other character.
 */
const TOKEN =
  /\\[^]|\[(?:\\[^]|[^\\\]])*\]|\((?:\?(?::|=|!|<=|<!|<))?|[)|]|[*+?]\??|\{\d+(?:,\d*)?\}\??|[^\\()[\]{}|*+?.^$\0]+|[^]/g;
const PLAIN = /^[^\\()[\]{}|*+?.^$\0]/;
const QUANTIFIER = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??$/;

/** Reads a pattern's source (with no flag but g) into Parts. */
class Reader {
  private next = 0;
  constructor(private readonly tokens: string[]) {}

  whole(): Part {
    const part = this.alternation();
    if (this.next < this.tokens.length) throw new Unsupported();
    return part;
  }

  private alternation(): Part {
    const branches = [this.sequence()];
    while (this.tokens[this.next] === "|") {
      this.next++;
      branches.push(this.sequence());
    }
    return alternation(branches);
  }

  private sequence(): Part {
    const items: Part[] = [];
    let text = ""; // neighbours that match one string each, joined: "\0want to " rather than ten parts
    for (let token = this.tokens[this.next]; token && token !== "|" && token !== ")"; token = this.tokens[this.next]) {
      this.next++;
      let part: Part;
      if (PLAIN.test(token)) {
        const quantifier = this.tokens[this.next];
        if (!quantifier || !QUANTIFIER.test(quantifier)) {
          text += token;
          continue;
        }
        // A quantifier takes the last character only: "dies?" is "die" and an optional "s".
        text += token.slice(0, -1);
        part = only([token.slice(-1)]);
      } else part = this.atom(token);
      part = this.quantified(part);
      if (part.strings?.length === 1) text += part.strings[0]!;
      else {
        if (text) items.push(only([text]));
        items.push(part);
        text = "";
      }
    }
    if (text || items.length === 0) items.push(only([text]));
    return sequence(items);
  }

  private quantified(part: Part): Part {
    const found = QUANTIFIER.exec(this.tokens[this.next] ?? "");
    if (!found) return part;
    this.next++;
    const least = found[1] === "+" ? 1 : found[1] ? 0 : Number(found[2]);
    const most = found[1] === "?" ? 1 : found[1] || (found[3] && !found[4]) ? Infinity : Number(found[4] ?? found[2]);
    if (least === 1 && most === 1) return part;
    if (least === 0 && most === 1) return { strings: part.strings && [...part.strings, ""], words: null };
    // Repeated at least once: each match holds a copy of the part, and so one of its words.
    return { strings: null, words: least >= 1 ? part.words : null };
  }

  private atom(token: string): Part {
    if (token === "(" || token === "(?:") return this.group(true);
    if (["(?=", "(?!", "(?<=", "(?<!"].includes(token)) return this.group(false);
    if (token.length > 1 && token.startsWith("[")) {
      // Only a short list of plain characters is spelled out ("[sz]"); ranges, negations, escapes are not.
      const members = token.slice(1, -1);
      return /^[a-z ]{1,4}$/i.test(members) ? only([...new Set(members)]) : UNKNOWN;
    }
    if (token.length === 2 && token.startsWith("\\")) return this.escape(token[1]!);
    if (token === "^" || token === "$") return only([EDGE]);
    if (token === ".") return UNKNOWN;
    throw new Unsupported(); // a named group, a quantifier with nothing before it, a stray bracket
  }

  private group(takesCharacters: boolean): Part {
    const inner = this.alternation();
    if (this.tokens[this.next++] !== ")") throw new Unsupported();
    // A lookaround takes no characters: read as empty, it lets more through, never less.
    return takesCharacters ? inner : EMPTY;
  }

  private escape(char: string): Part {
    if (char === "b") return only([EDGE]);
    if (char === "B") return EMPTY;
    if ("wWsSdD".includes(char)) return UNKNOWN;
    if (isWordChar(char) || char === EDGE) throw new Unsupported(); // \p, \u, \1, \k, \0 and the like
    return only([char]);
  }
}

/** Words of which every match of `pattern` holds at least one, or null when none can be named. */
export function requiredWords(pattern: RegExp): Set<string> | null {
  if (pattern.flags.replace("g", "") !== "") return null;
  try {
    return new Reader(pattern.source.match(TOKEN) ?? []).whole().words;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/**
 * For a list of patterns: given a text, the indexes, in order, of those that can match it, judged
 * by its words. A pattern left out has no chance there.
 */
export function wordGate(patterns: readonly RegExp[]): (text: string) => number[] {
  const always: number[] = [];
  const byWord = new Map<string, number[]>();
  patterns.forEach((pattern, index) => {
    const words = requiredWords(pattern);
    if (!words) always.push(index);
    else for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), index]);
  });
  const open = new Uint8Array(patterns.length); // all 0 between calls: each call clears what it set
  return (text) => {
    for (const index of always) open[index] = 1;
    for (const word of text.match(/\w+/g) ?? []) for (const index of byWord.get(word) ?? []) open[index] = 1;
    const indexes: number[] = [];
    for (let index = 0; index < open.length; index++) {
      if (open[index]) indexes.push(index);
      open[index] = 0;
    }
    return indexes;
  };
}
