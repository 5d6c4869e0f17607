/**
 * Kindred's toasts, without sonner in the landing page's first download. The library loads on the
 * first toast, or once the browser is idle after the first render (ToastHost), whichever comes
 * first; a toast asked for before it is here shows as soon as it is. Call these, never sonner
 * directly: ToastHost mounts sonner's Toaster when the library has loaded through here.
 */
import type * as SonnerModule from "sonner";
import type { ExternalToast, toast as SonnerToast } from "sonner";

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

/** Loads sonner once; ToastHost hears of it and mounts the Toaster. */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import("sonner").then((module) => {
    loaded = true;
    listeners.forEach((listener) => listener());
    return module;
  });
  return sonner;
}

/** Whether sonner has loaded, as an external store for useSyncExternalStore. */
export const toastsLoaded = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => loaded,
};

type PromiseArgs = Parameters<typeof SonnerToast.promise>;

export const toast = Object.assign(
  (message: string, data?: ExternalToast) => void loadToasts().then((s) => s.toast(message, data)),
  {
    success: (message: string, data?: ExternalToast) => void loadToasts().then((s) => s.toast.success(message, data)),
    error: (message: string, data?: ExternalToast) => void loadToasts().then((s) => s.toast.error(message, data)),
    promise: (promise: PromiseArgs[0], data?: PromiseArgs[1]) =>
      void loadToasts().then((s) => s.toast.promise(promise, data)),
    /** Takes a toast (by the `id` it was given) off the screen once what it said is no longer true. */
    dismiss: (id: string) => void loadToasts().then((s) => s.toast.dismiss(id)),
  },
);
