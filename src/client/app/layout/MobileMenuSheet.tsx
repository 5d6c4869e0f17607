/**
 * The phone's side sheet itself, loaded the first time someone opens it (MobileMenu holds the
 * button), so that the landing page's first download carries no dialog code.
 */
import { LogIn, ShieldCheck } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import type { Me } from "@shared/api";
import { buttonClass } from "@/components/ui/button";
import { SheetContent } from "@/components/ui/sheet";
import { accountActions, accountBalances, type AccountActions, type AccountActionWeight } from "./account-items";
import { NAV_LINKS } from "./nav-links";

/** The sheet's buttons for the account's actions, by what they do to it. */
const ACTION_LOOK: Record<AccountActionWeight, Parameters<typeof buttonClass>[0]> = {
  plain: { variant: "ghost", className: "w-full justify-start" },
  destructive: { variant: "danger", className: "w-full justify-start" },
  leave: { variant: "secondary", className: "w-full" },
};

const row =
  "flex items-center gap-3 rounded-2xl px-4 py-3 text-base font-medium text-slate-800 hover:bg-indigo-50 hover:text-indigo-800";

export function MobileMenuSheet({
  me,
  open,
  onOpenChange,
  trigger,
  ...actions
}: {
  me: Me | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets keyboard focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
} & AccountActions) {
  const close = () => onOpenChange(false);
  /** The sheet closes first, so that what the action opens (a download, a dialog) is not behind it. */
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <nav aria-label="Main" className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={row} onClick={close}>
              {link.label}
            </Link>
          ))}
          {me?.role === "admin" && (
            <Link to="/admin" className={row} onClick={close}>
              <ShieldCheck className="size-5" aria-hidden="true" />
              Admin
            </Link>
          )}
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-6">
          {me ? (
            <>
              {accountBalances(me).map(({ icon: Icon, iconClass, text }) => (
                <p key={text} className="flex items-center gap-2 px-4 text-slate-700">
                  <Icon className={`size-5 ${iconClass}`} aria-hidden="true" />
                  {text}
                </p>
              ))}
              {accountActions(actions).map(({ icon: Icon, label, weight, run }) => (
                <button key={label} type="button" className={buttonClass(ACTION_LOOK[weight])} onClick={closeThen(run)}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </button>
              ))}
            </>
          ) : (
            <Link to="/auth" className={buttonClass({ className: "w-full" })} onClick={close}>
              <LogIn className="size-4" aria-hidden="true" />
              Sign In
            </Link>
          )}
        </div>
      </SheetContent>
    </Dialog.Root>
  );
}
