/**
 * Keeps toasts clear of what a page pins to its top (the chat's header and its banners): while the
 * element given the returned ref is on the page, `--toast-top` on the document is its bottom edge,
 * which ToastHost uses as the toasts' offset, so a toast never covers the banner under the header.
 */
import { useCallback } from "react";

const PROPERTY = "--toast-top";
const AIR_PX = 8;

/** A ref callback (React 19 runs the cleanup it returns when the element goes). */
export function useToastClearance() {
  return useCallback((pinned: HTMLElement | null) => {
    if (!pinned) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(PROPERTY, `${pinned.getBoundingClientRect().bottom + AIR_PX}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(pinned);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, []);
}
