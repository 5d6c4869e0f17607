/**
 * The hero's cycling word effect (PRODUCT.md §9): type a word letter by letter, hold it, delete it, move
 * to the next. One reducer step per timer keeps every transition in one pure function.
 */
import { useEffect, useReducer } from "react";
import { LIMITS } from "@shared/limits";
import { usePrefersReducedMotion } from "@/lib/use-reduced-motion";

type State = { index: number; length: number; deleting: boolean };

function step(words: readonly string[]) {
  return (state: State): State => {
    const word = words[state.index] ?? "";
    if (!state.deleting) {
      return state.length < word.length ? { ...state, length: state.length + 1 } : { ...state, deleting: true };
    }
    if (state.length > 0) return { ...state, length: state.length - 1 };
    return { index: (state.index + 1) % words.length, length: 0, deleting: false };
  };
}

function delayOf(state: State, words: readonly string[]) {
  const { delayMs, typeMs, deleteMs } = LIMITS.typingEffect;
  const word = words[state.index] ?? "";
  if (!state.deleting && state.length === word.length) return delayMs; // hold the full word
  return state.deleting ? deleteMs : typeMs;
}

/** Returns the visible part of the current word; with reduced motion, the first word, still. */
export function useTypewriter(words: readonly string[]): string {
  const reducedMotion = usePrefersReducedMotion();
  const [state, tick] = useReducer(step(words), { index: 0, length: 0, deleting: false });

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setTimeout(tick, delayOf(state, words));
    return () => window.clearTimeout(timer);
  }, [state, words, reducedMotion]);

  if (reducedMotion) return words[0] ?? "";
  return (words[state.index] ?? "").slice(0, state.length);
}
