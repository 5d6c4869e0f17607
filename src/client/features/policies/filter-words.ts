/**
 * The content filter's words as the community guidelines name them (PRODUCT.md §5). Written out
 * here rather than imported: the filter carries obscenity's matcher, which a page of text should not
 * download. guidelines.test.tsx checks both lists against the filter itself, so they cannot drift.
 */

/** Refused wherever they appear, in any spelling the filter reads through. */
export const FILTERED_WORDS = [
  "fuck",
  "porn",
  "sex",
  "nude",
  "dick",
  "cock",
  "horny",
  "idiot",
  "inappropriate",
  "explicit",
  "vulgar",
] as const;

/** Words of harm and hurt that the filter does not refuse (content-filter.ts HURT_WORDS). */
export const HURT_WORDS_ALLOWED = ["suicide", "kill", "rape", "molest", "assault", "sexual"] as const;
