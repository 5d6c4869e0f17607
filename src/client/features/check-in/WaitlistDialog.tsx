/** Shown at check-in to people on the waitlist: Kindred admits a limited number of members for now. */
import { Dialog } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { DialogContent } from "@/components/ui/dialog";
import { useMe } from "@/lib/session";
import { toast } from "@/lib/toast";
import { FOCUS_RING, FOCUS_RING_OFFSET } from "@/components/ui/focus-ring";

const primary = `rounded-full bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 ${FOCUS_RING_OFFSET}`;

export function WaitlistDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  // Someone signed in is on the waitlist already (the server put them there at sign-up, and an
  // admin admits them): /auth would only send them home. A visitor signs up there.
  const signedIn = Boolean(useMe().data);
  const close = () => void navigate("/");
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        title="Join our Waitlist"
        description="Kindred is welcoming a small group of early members so every conversation gets the care it deserves. We're at capacity right now: you're on the list, and we'll let you in as soon as there is room."
      >
        <div className="mt-6 flex justify-end gap-2">
          <Link
            to="/"
            className={`rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 ${FOCUS_RING}`}
          >
            Return Home
          </Link>
          {signedIn ? (
            <button
              type="button"
              className={primary}
              onClick={() => {
                toast("You're on the waitlist", {
                  description: "You'll be able to start chatting as soon as a place opens.",
                });
                close();
              }}
            >
              Sign up for Waitlist
            </button>
          ) : (
            <Link to="/auth" className={primary}>
              Sign up for Waitlist
            </Link>
          )}
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
