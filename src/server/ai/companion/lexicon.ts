/**
 * The feelings the companion listens for, as lemmas (see nlp.ts): words people use to name them
 * and phrases that describe them. Phrases are matched against the lemma string, so "I'm
 * worrying" and "I worried" both read as worry. The entries are in lexicon-hard-feelings.ts and
 * lexicon-glad-feelings.ts.
 */
import { GLAD_FEELINGS } from "./lexicon-glad-feelings.js";
import { HARD_FEELINGS } from "./lexicon-hard-feelings.js";

export type FeelingId =
  | "exhausted"
  | "anxious"
  | "lonely"
  | "sad"
  | "numb"
  | "overwhelmed"
  | "angry"
  | "self-critical"
  | "regret"
  | "confused"
  | "low"
  | "stung"
  | "rough"
  | "pleased"
  | "moved"
  | "grateful"
  | "hopeful";

export interface FeelingEntry {
  id: FeelingId;
  positive: boolean;
  words: string[];
  phrases?: RegExp[];
}

/** Hard feelings first, then glad ones (the order a message's feelings are listed in). */
export const FEELINGS: FeelingEntry[] = [...HARD_FEELINGS, ...GLAD_FEELINGS];

/** Whether a feeling is a glad one (pleased, moved, grateful, hopeful). */
export const isPositive = (id: FeelingId): boolean => FEELINGS.find((feeling) => feeling.id === id)!.positive;

/**
 * Crying is sorrow on its own ("I cried all night"), joy after good news ("my mom cried when I
 * told her") or with joy named ("happy tears"): its feeling is read from what surrounds it.
 */
export const TEARS = new Set(["cry", "sob", "weep"]);

/** A positive word under "not" ("not okay", "not happy", "not great") is a low mood. */
export const NEGATABLE_POSITIVE = new Set(["okay", "ok", "fine", "good", "great", "happy", "alright", "well"]);
