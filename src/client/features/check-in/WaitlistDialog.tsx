/** Shown at check-in to people on the waitlist: Kindred admits a limited number of members for now. */
import { Dialog } from "radix-ui";
import { Link } from "react-router";

export function WaitlistDialog({ open }: { open: boolean }) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Join our Waitlist</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Kindred is welcoming a small group of early members so every conversation gets the care it deserves. We're
            at capacity right now: you're on the list, and we'll let you in as soon as there is room.
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
