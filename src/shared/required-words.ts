/**
 * The whole words a regular expression cannot match without, read from its source: any match of
 * /\bi (?:want|need) to die\b/ holds the word "die", so a text without that word needs no test.
 * The crisis detector has hundreds of rules and a message holds the words of a few; asking which
 * rules can match at all, from the message's words, spares most of the tests (required-words-gate.ts).
 * Where a word is bounded on the left only (/\bsuicid\w*\b/, /\bkil[a-z]+\b/), what every match
 * holds is a word that starts so, written "suicid*".
 *
 * Sound by construction, and silent when unsure. A word is a maximal run of \w characters, and it
 * is required only where the pattern bounds it (\b, ^, $, a non-word character, or a class such as
 * \s that matches only those, at least once) within a part that every match goes through: "want\s+to"
 * bounds "want", "want\s*to" does not ("wantto" matches). Lookarounds take no characters and are
 * read as matching the empty string, which only lets more texts through; but what a lookahead or a
 * lookbehind needs is in the text all the same, and (?<!\w) and (?!\w) say that no word goes on
 * there, as \b does. With the i flag, words are required in lower case. Whatever the reader does
 * not know (flags other than g and i, escapes such as \p, \1 or \k) gives no
 * requirement: such a pattern is always tested.
 */
import {
  alternation,
  EDGE,
  EMPTY,
  GAP,
  endingOf,
  endsInGap,
  isWordChar,
  MORE,
  only,
  type Part,
  sequence,
  UNKNOWN,
} from "./required-words-parts.js";

class Unsupported extends Error {}

/**
 * A pattern's source in pieces, read by one call: an escape, a character class, a group's opening,
 * ")", "|", a quantifier, a run of characters that stand for themselves, or any other character.
 */
const TOKEN =
  /\\[^]|\[(?:\\[^]|[^\\\]])*\]|\((?:\?(?::|=|!|<=|<!|<[A-Za-z_]\w*>|<))?|[)|]|[*+?]\??|\{\d+(?:,\d*)?\}\??|[^\\()[\]{}|*+?.^$\0\ue000]+|[^]/g;
const NAMED_GROUP = /^\(\?<[A-Za-z_]\w*>$/;
const PLAIN = /^[^\\()[\]{}|*+?.^$\0\ue000]/;
const QUANTIFIER = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??$/;
/** A class's members one by one: an escape, or a character. */
const MEMBER = /\\[^]|[^]/g;

/** Whether a class (without its brackets) matches only word characters: "[a-z]", "[a-z0-9_]", "[\d]". */
function onlyWordChars(members: string): boolean {
  if (members.startsWith("^")) return false;
  const ranges = members.match(/\\[^]|[^]-[^]|[^]/g) ?? [];
  return ranges.every((range) =>
    range.startsWith("\\")
      ? "wd".includes(range[1]!)
      : range.length === 1
        ? isWordChar(range) && range !== MORE
        : ["az", "AZ", "09"].some(([low, high]) => range[0]! >= low! && range[2]! <= high! && range[0]! <= range[2]!),
  );
}

/**
 * Whether a class (without its brackets) matches only characters that are not word characters:
 * "[.!?,]", "[\s-]". A range, a negation or an escape that stands for word characters may not.
 */
function onlyGaps(members: string): boolean {
  if (members.startsWith("^")) return false;
  return (members.match(MEMBER) ?? []).every((member, at, all) =>
    member.startsWith("\\")
      ? "sW".includes(member[1]!) || !isWordChar(member[1])
      : !isWordChar(member) && (member !== "-" || at === 0 || at === all.length - 1),
  );
}

/** Reads a pattern's source (with no flag but g and i) into Parts. */
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
      // Joined unless it needs words its string does not show, as a lookahead does.
      if (part.strings?.length === 1 && (part.strings[0] !== "" || !part.words)) text += part.strings[0]!;
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
    // MORE already stands for any number of word characters.
    if ((least === 1 && most === 1) || (part.strings?.length === 1 && part.strings[0] === MORE)) return part;
    // Copies of a part that ends in a non-word character bound the words around them as one copy
    // does: "\s+" as "\s", "\s*" as "\s" or nothing, "(?:just |then )*" as one of them or nothing.
    const once = most === 1 || (part.strings !== null && endsInGap(part.strings));
    if (once && least >= 1) return part;
    // Unspelled, it ends as a copy does, or is empty.
    const ending = endingOf(part) && (least >= 1 ? endingOf(part) : "gap-or-nothing");
    if (once) return { strings: part.strings && [...part.strings, ""], words: null, ending };
    // Repeated at least once: each match holds a copy of the part, and so one of its words.
    return { strings: null, words: least >= 1 ? part.words : null, ending };
  }

  private atom(token: string): Part {
    // A named group matches as any group does; what it names is only read back by \k, which is not read.
    if (token === "(" || token === "(?:" || NAMED_GROUP.test(token)) return this.group("takes");
    if (token === "(?<!" || token === "(?!") return this.noWordBeside() ?? this.group("refuses");
    if (token === "(?=" || token === "(?<=") return this.group("looks");
    if (token.length > 1 && token.startsWith("[")) {
      // A short list of plain characters is spelled out ("[sz]"), and so is a class of non-word
      // characters; other ranges, negations and escapes are not.
      const members = token.slice(1, -1);
      if (/^[a-z ]{1,4}$/i.test(members)) return only([...new Set(members)]);
      if (onlyWordChars(members)) return only([MORE]);
      return onlyGaps(members) ? only([GAP]) : UNKNOWN;
    }
    if (token.length === 2 && token.startsWith("\\")) return this.escape(token[1]!);
    if (token === "^" || token === "$") return only([EDGE]);
    if (token === ".") return UNKNOWN;
    throw new Unsupported(); // a named group, a quantifier with nothing before it, a stray bracket
  }

  /**
   * "(?<!\w)", "(?![\w'-])": a negative lookaround of one class that holds \w says that the
   * character beside is no word character, so no word goes on past here: an edge, as \b is.
   */
  private noWordBeside(): Part | null {
    const [inside, closing] = [this.tokens[this.next], this.tokens[this.next + 1]];
    const members = inside?.startsWith("[") && !inside.startsWith("[^") ? inside.slice(1, -1).match(MEMBER) : null;
    const holdsWord = inside === "\\w" || members?.includes("\\w");
    if (!holdsWord || closing !== ")") return null;
    this.next += 2;
    return only([EDGE]);
  }

  private group(kind: "takes" | "looks" | "refuses"): Part {
    const inner = this.alternation();
    if (this.tokens[this.next++] !== ")") throw new Unsupported();
    if (kind === "takes") return inner;
    // A lookaround takes no characters: read as empty, it lets more through, never less. What a
    // lookahead or lookbehind finds is in the text all the same, and so are the words it needs.
    return kind === "looks" ? { strings: [""], words: inner.words } : EMPTY;
  }

  private escape(char: string): Part {
    if (char === "b") return only([EDGE]);
    if (char === "B") return EMPTY;
    if ("sW".includes(char)) return only([GAP]);
    if ("wd".includes(char)) return only([MORE]);
    if ("SD".includes(char)) return UNKNOWN;
    if (isWordChar(char) || char === EDGE) throw new Unsupported(); // \p, \u, \1, \k, \0 and the like
    return only([char]);
  }
}

/**
 * Needs of which every match of `pattern` meets at least one: whole words, and starts of words
 * written with a trailing "*"; in lower case for a pattern with the i flag. Null when none can be named.
 */
export function requiredWords(pattern: RegExp): Set<string> | null {
  if (pattern.flags.replace(/[gi]/g, "") !== "") return null;
  let words: Set<string> | null;
  try {
    words = new Reader(pattern.source.match(TOKEN) ?? []).whole().words;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  // Without the u flag, the i flag matches an ASCII letter to its other case only.
  return words && pattern.ignoreCase ? new Set([...words].map((word) => word.toLowerCase())) : words;
}
