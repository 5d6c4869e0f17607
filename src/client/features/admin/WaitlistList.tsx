/** People waiting for a place (EARLY_ACCESS_LIMIT): an admin can let someone in. */
import { UserCheck } from "lucide-react";
import type { AdminWaitlist } from "@shared/admin-api";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useSubmit } from "@/lib/use-submit";
import { useAdmit, useWaitlist } from "./admin-api";
import { dateTime, timeAgo } from "./format";
import { Empty, LoadError, Loading } from "./Panel";
import { useNow } from "./use-now";

export function WaitlistList() {
  const waitlist = useWaitlist();
  const now = useNow(30_000);
  if (waitlist.isPending) return <Loading label="Loading the waitlist" rows={2} />;
  if (waitlist.isError) return <LoadError what="the waitlist" onRetry={() => void waitlist.refetch()} />;
  if (waitlist.data.people.length === 0) return <Empty>Nobody is waiting.</Empty>;

  return (
    <ul className="flex flex-col gap-2">
      {waitlist.data.people.map((person) => (
        <WaitingPerson key={person.userId} person={person} now={now} />
      ))}
    </ul>
  );
}

/** One person waiting, with their own Admit: admitting one does not hold up admitting another. */
function WaitingPerson({ person, now }: { person: AdminWaitlist["people"][number]; now: number }) {
  const admit = useAdmit();
  const admitting = useSubmit({ failure: { toast: "Could not admit" } });
  const onAdmit = () =>
    void admitting.run(async () => {
      await admit.mutateAsync(person.userId);
      toast.success("Admitted", { description: `${person.email} can start chatting now.` });
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">
          <bdi>{person.email}</bdi>
        </p>
        <p className="text-xs text-slate-500">
          Joined <time dateTime={person.createdAt}>{dateTime(person.createdAt)}</time> ·{" "}
          {timeAgo(person.createdAt, now)}
        </p>
      </div>
      <Button
        variant="soft"
        size="sm"
        aria-label={`Admit ${person.email}`}
        disabled={admitting.pending}
        onClick={onAdmit}
      >
        <UserCheck className="size-4" aria-hidden="true" />
        {admitting.pending ? "Admitting…" : "Admit"}
      </Button>
    </li>
  );
}
