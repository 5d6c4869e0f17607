/**
 * Sonner's Toaster, mounted once the library has loaded (lib/toast.ts). It loads when the browser is
 * first idle after the page has rendered, so that the toasts' live region is in place well before a
 * toast, without sonner delaying the first render.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { loadToasts, toastsLoaded } from "@/lib/toast";

/**
 * Below the public header (64 px, and a little air), or below what the page pins to its top when
 * it says so (lib/use-toast-clearance.ts: the chat's header and banners).
 */
const TOAST_TOP = "var(--toast-top, 72px)";

const Toaster = lazy(() => loadToasts().then((sonner) => ({ default: sonner.Toaster })));

export function ToastHost() {
  const ready = useSyncExternalStore(toastsLoaded.subscribe, toastsLoaded.get, () => false);

  useEffect(() => {
    const load = () => void loadToasts();
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 1_000);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        // Below the sticky header (h-16) and the chat's banners: a toast must not cover the header's
        // buttons (on a phone, the menu) or a banner, and one that a pointer rests on does not go away.
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP }}
        richColors
        closeButton
        toastOptions={{ duration: 5_000 }}
      />
    </Suspense>
  );
}
