/**
 * Below the mobile breakpoint (768 px, Tailwind's md) the header folds into a side sheet. The button
 * is here; the sheet (Radix Dialog) loads when it is first wanted: as soon as a pointer or keyboard
 * focus reaches the button, or at the latest on the click, and then stays mounted.
 */
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { Me } from "@shared/api";
import { buttonClass } from "@/components/ui/button";
import type { AccountActions } from "./account-items";

const loadSheet = () => import("./MobileMenuSheet");
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

export function MobileMenu({ me, ...actions }: { me: Me | null | undefined } & AccountActions) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClass({ variant: "ghost", size: "icon", className: "md:hidden" })}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet me={me} open={open} onOpenChange={setOpen} trigger={button} {...actions} />
        </Suspense>
      )}
    </>
  );
}
