/** Shown at check-in to people on the waitlist: Kindred admits a limited number of members for now. */
import { Dialog } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { DialogContent } from "../../components/ui/dialog";

export function WaitlistDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && navigate("/")}>
      <DialogContent
        title="Join our Waitlist"
        description="Kindred is welcoming a small group of early members so every conversation gets the care it deserves. We're at capacity right now: you're on the list, and we'll let you in as soon as there is room."
      >
        <div className="mt-6 flex justify-end gap-2">
          <Link
            to="/"
            className="rounded-full border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            Return Home
          </Link>
          <Link
            to="/auth"
            className="rounded-full bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            Sign up for Waitlist
          </Link>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
