/**
 * A platform's name disguised, read plainly for the handle finder (personal-details-handles.ts):
 * spelled apart ("s n a p", "i.n.s.t.a", "t-i-k-t-o-k") or with symbols and digits for the letters
 * they look like ("sn@pchat", "1nsta", "ins†agram", "te|egram", "t€l€gram"). Only a platform's name is
 * read so: other words typed that way are the writer's style ("i s n a p p e d", "b4", "g00gle it").
 * Look-alike letters of other alphabets' compatibility forms (full-width, mathematical) are folded
 * earlier, for every detector, by the cleaning step (invisible-characters.ts).
 */
import { matchesIn } from "./matches-in.js";
import { PLATFORM } from "./personal-details-platform-words.js";

/** A platform's name, whole, to tell one spelled apart from other words so typed. */
const A_PLATFORM = new RegExp(`^(?:${PLATFORM})$`, "i");
/**
 * Single letters, the same marks between each: "s n a p", "i.n.s.t.a", since the fifteenth round
 * (2026-12-01) "t-i-k-t-o-k", "s_n_a_p" and "s*n*a*p". The same marks, so that a run ends where the
 * word does ("d.i.s.c.o.r.d - s.u.n.n.y" is "discord" and "sunny", not one run).
 */
const SPELLED_APART = /(?<![\p{L}\d])\p{L}([\s.*_-]+)\p{L}(?:\1\p{L})+(?![\p{L}\d])/gu;
const SEPARATOR = /[\s.*_-]/;

/**
 * Symbols and digits typed for the letters they look like, in a platform's name (fourteenth round,
 * 2026-12-01): "sn@pchat", "$nap", "1nsta", "d1scord", "t1kt0k", "inst@". Since the fifteenth round
 * (2026-12-01) also the dagger and the plus for "t" ("ins†agram"), the euro sign for "e" ("t€l€gram"),
 * the inverted "!" for "i", and the bar, which stands for an "i" or an "l" ("d|scord", "te|egram"), as
 * "1" does ("te1egram"): each is tried for every letter it can be. One character for one, so that the
 * text keeps its length and a handle found in it is where the writer typed it.
 */
const STANDS_FOR: Readonly<Record<string, string>> = {
  "@": "a",
  "4": "a",
  $: "s",
  "5": "s",
  "1": "il",
  "|": "il",
  "!": "i",
  "¡": "i",
  "0": "o",
  "3": "e",
  "€": "e",
  "7": "t",
  "†": "t",
  "+": "t",
};
/** A character of a disguised word: a letter, a digit or one of the symbols above. */
const PART = "[\\p{L}\\d@$!¡|€†+]";
/** A word with a letter and one of those characters in it: "sn@pchat" in "add me on sn@pchat: lilmoon". */
const DISGUISED_WORD = new RegExp(
  `(?<!${PART})(?=${PART}*\\p{L})(?=${PART}*[@$!¡|€†+\\d])${PART}{3,12}(?!${PART})`,
  "gu",
);

/** Readings tried for one word at most: a word of bars and ones ("1|1|1|1|a") must stay cheap. */
const MOST_READINGS = 16;
/**
 * The plain words `word` can be read as, each of its symbols taken for every letter it stands for
 * (past MOST_READINGS, for the first only).
 */
function readings(word: string): string[] {
  let words = [""];
  for (const character of word) {
    const letters = [...(STANDS_FOR[character] ?? character)];
    const tried = words.length * letters.length > MOST_READINGS ? letters.slice(0, 1) : letters;
    words = words.flatMap((start) => tried.map((letter) => start + letter));
  }
  return words;
}

/** A symbol or digit before a letter inside a word ("d3l373d", "0n", "!'m"), not an "@" opening a mention. */
const WRITTEN_IN_SYMBOLS = /(?<![\s(]|^)@['’]?\p{L}|[$!¡|€†\d]['’]?\p{L}/u;
const PLATFORM_WORD = new RegExp(`\\b(?:${PLATFORM})\\b`, "iu");
const inSymbols = (words: string): number => words.split(/\s+/).filter((word) => WRITTEN_IN_SYMBOLS.test(word)).length;
/**
 * Whether the disguise is the writer's style rather than the platform's: a word after the platform,
 * which the handle finder would read as the handle, is so written ("my wh4754pp gr0up"), or two
 * before it are ("1 5p3nd 4ll d4y 0n 1n574"). One word before ("f!nd me on 1n$t@gr@m j.doe.22") is a
 * disguise like the platform's (fifteenth round, 2026-12-01; the fourteenth left any such word).
 */
function writtenThroughout(plain: string): boolean {
  const platform = PLATFORM_WORD.exec(plain);
  if (!platform) return false;
  const after = plain.slice(platform.index).replace(new RegExp(PLATFORM_WORD.source, "giu"), " ");
  return inSymbols(after) > 0 || inSymbols(plain.slice(0, platform.index)) >= 2;
}

/**
 * `text` with a platform's name disguised by symbols or digits written plainly, for the handle
 * finder, at the same length; every other word is left as typed ("@luna", "b4", "l8r", "sam_22"'s
 * "22"). Only names of three letters or more: "1g" or "5c" are a grade and a temperature first.
 */
const platformsUndisguised = (text: string): string => {
  const plain = text.replace(DISGUISED_WORD, (word) => {
    const platform = readings(word).find((letters) => /^\p{L}+$/u.test(letters) && A_PLATFORM.test(letters));
    return platform ?? word;
  });
  // A message written in such characters throughout ("1'm 0n 1n574 w4y 700 much") reads its other
  // words as handles once the platform is read: there the disguise is the writer's style, and is left.
  // One other word so typed ("f!nd me on 1n$t@gr@m") is a disguise like the platform's.
  return plain !== text && !writtenThroughout(plain) ? plain : text;
};

const joined = (run: string): string => [...run].filter((unit) => !SEPARATOR.test(unit)).join("");

/**
 * `text` as the handle and request finders read it — a platform's name disguised read plainly; where a
 * platform's name is spelled apart ("s n a p : sunnyd99", twelfth round), written whole, with every
 * other word spelled apart by dots or dashes, since the writer spelled the whole message so ("on
 * t.i.k.t.o.k i'm d.i.f.f.e.r.e.n.t" reads "i'm different", as it would typed plainly); elsewhere
 * words spelled apart ("i s n a p p e d", "s o o o tired") left as typed — and, for what they find
 * there, the characters the writer typed ("s-n-a-p: lilmoon", not "snap: lilmoon"), which the warning
 * quotes.
 */
export function platformsReadable(text: string): { read: string; asTyped: (found: string) => string } {
  const undisguised = platformsUndisguised(text);
  const runs = matchesIn(undisguised, SPELLED_APART);
  if (!runs.some((run) => A_PLATFORM.test(joined(run[0])))) {
    // The same length as `text`: what is found stands where the writer typed it.
    const asTyped = (found: string): string => {
      const at = found ? undisguised.indexOf(found) : -1;
      return at < 0 ? found : text.slice(at, at + found.length);
    };
    return { read: undisguised, asTyped };
  }
  let read = "";
  /** For each code unit of `read`, where it stands in `text` (the undisguised text has its length). */
  const origin: number[] = [];
  // A platform's name, and every word spelled apart by marks other than spaces, which keep each word
  // apart ("a.n.y.t.i.m.e on i.n.s.t.a"), unlike single spaces ("c a n i a d d y o u on s n a p").
  const joinedRuns = runs.filter((run) => A_PLATFORM.test(joined(run[0])) || /\S/.test(run[1]!));
  const inRun = new Set(joinedRuns.flatMap((run) => [...run[0]].map((_, offset) => run.index + offset)));
  for (let at = 0; at < undisguised.length; at++) {
    if (inRun.has(at) && SEPARATOR.test(undisguised[at]!)) continue;
    read += undisguised[at];
    origin.push(at);
  }
  const asTyped = (found: string): string => {
    const at = found ? read.indexOf(found) : -1;
    return at < 0 ? found : text.slice(origin[at], origin[at + found.length - 1]! + 1);
  };
  return { read, asTyped };
}
