/** Asked of a signed-out visitor who picks a room: rooms need an account (PRODUCT.md §6). */
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { DialogContent } from "@/components/ui/dialog";

export function JoinDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Join the Conversation"
        description="Sign in or create a free account to enter a room. You stay anonymous to everyone you talk with."
      >
        {/* Equal widths side by side from sm up; stacked, flex-1 would size them by their text, not h-11. */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Link to="/auth?mode=signup" className={buttonClass({ className: "sm:flex-1" })}>
            Create Account
          </Link>
          <Link to="/auth" className={buttonClass({ variant: "secondary", className: "sm:flex-1" })}>
            Sign In
          </Link>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
