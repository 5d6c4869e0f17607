/**
 * Letters that look Latin but are not, folded for the cleaning step (invisible-characters.ts;
 * seventeenth round of the personal-details guard, 2026-12-01). A stranger's trial sent a platform's
 * name in small capitals ("ɪɴsᴛᴀɢʀᴀᴍ janedoe92"), with one Cyrillic letter in it ("snapchаt", its "а"
 * Cyrillic) and spelled in Cyrillic ("інстаграм janedoe92"); each beat every pattern, as full-width
 * letters did before NFKC folded them.
 *
 * Small capitals are folded everywhere: "fancy text" generators give them and no language of chat
 * writes with them. Cyrillic and Greek are real scripts, and a Russian, Ukrainian or Greek sentence
 * must stay as written, so a word of them is folded only where its reading is a platform's name: its
 * look-alike Latin letters ("snаp", "telegrαm") or, for a word all in Cyrillic, its transliteration
 * ("інстаграм", "тикток", "снапчат"). "я удалила инстаграм" reads "я удалила instagram", as "i
 * deleted instagram" would be read, and passes as that does.
 */
import { PLATFORM } from "./personal-details-platform-words.js";

/** Small capitals, to the letters they show ("ᴀ" to "a"). "ǫ" decomposes to "o" and an ogonek, and is left. */
const SMALL_CAPITALS: Readonly<Record<string, string>> = Object.fromEntries(
  [..."ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ"].map((capital, at) => [capital, "abcdefghijklmnoprstuvwyz"[at]!]),
);
/** The letter a small capital shows, or the character itself. */
export const withoutSmallCapital = (character: string): string => SMALL_CAPITALS[character] ?? character;

/** Cyrillic and Greek letters drawn like Latin ones: "а" and "α" like "a", "р" and "ρ" like "p". */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ϲ: "c",
};
/** Cyrillic letters spelled in Latin, each spelling a platform's name is written with ("к": "k" or "c"). */
const SPELLED: Readonly<Record<string, string[]>> = {
  а: ["a"],
  б: ["b"],
  в: ["v", "w"],
  г: ["g"],
  ґ: ["g"],
  д: ["d"],
  е: ["e"],
  ё: ["e"],
  є: ["e"],
  ж: ["zh"],
  з: ["z"],
  и: ["i"],
  і: ["i"],
  ї: ["i"],
  й: ["i", "y"],
  к: ["k", "c"],
  л: ["l"],
  м: ["m"],
  н: ["n"],
  о: ["o"],
  п: ["p"],
  р: ["r"],
  с: ["s"],
  т: ["t"],
  у: ["u"],
  ф: ["f"],
  х: ["h"],
  ц: ["ts"],
  ч: ["ch"],
  ш: ["sh"],
  щ: ["sch"],
  ъ: [""],
  ы: ["y", "i"],
  ь: [""],
  э: ["e", "a"],
  ю: ["yu"],
  я: ["ya"],
};

/** A platform's name, whole ("snap", "instagram", "the bird app" is more than one word and not read here). */
const A_PLATFORM = new RegExp(`^(?:${PLATFORM})$`, "i");
/** A word with a Cyrillic or Greek letter in it, Latin letters beside them or not. */
export const OTHER_SCRIPT_WORD = /[\p{L}]*[\p{Script=Cyrillic}\p{Script=Greek}][\p{L}]*/gu;
const LATIN = /\p{Script=Latin}/u;
/** Spellings tried for one word at most. */
const MOST_SPELLINGS = 32;

/** The word in the Latin letters its look-alikes show, or null where a letter has none. */
function lookingLatin(word: string): string | null {
  let latin = "";
  for (const character of [...word.toLowerCase()].map(withoutSmallCapital)) {
    if (LATIN.test(character)) latin += character;
    else if (LOOK_ALIKE[character]) latin += LOOK_ALIKE[character];
    else return null;
  }
  return latin;
}

/** The word's Latin spellings, a Cyrillic word's letter by letter. */
function spellings(word: string): string[] {
  let words = [""];
  for (const character of word.toLowerCase()) {
    const letters = SPELLED[character];
    if (!letters) return [];
    const tried = words.length * letters.length > MOST_SPELLINGS ? letters.slice(0, 1) : letters;
    words = words.flatMap((start) => tried.map((letter) => start + letter));
  }
  return words;
}

/** A word of Cyrillic or Greek letters as the platform's name it shows or spells, or as written. */
export function platformInOtherScript(word: string): string {
  const latin = lookingLatin(word);
  if (latin !== null && A_PLATFORM.test(latin)) return latin;
  if (LATIN.test(word)) return word;
  return spellings(word).find((spelling) => spelling !== "" && A_PLATFORM.test(spelling)) ?? word;
}
