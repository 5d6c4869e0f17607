/**
 * Whether a render may show what only the browser knows (local storage, today's date). False when
 * the build prerenders a public page and during the browser's first render of it, which must repeat
 * that HTML exactly to hydrate it; true from the next render on, and at once on pages the browser
 * renders from scratch. React re-renders with true right after hydrating.
 *
 * Forms on prerendered pages stay read-only, their submit button disabled, until it is true: before
 * that nothing of ours handles them, so typing would not reach their state, and the browser would
 * submit the fields itself, as a GET into the page's address (a password in the history and logs).
 */
import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
