/** People waiting for a place (EARLY_ACCESS_LIMIT): an admin can let someone in. */
import { UserCheck } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useAdmit, useWaitlist } from "./admin-api";
import { dateTime, timeAgo } from "./format";
import { Empty, LoadError, Loading } from "./Panel";
import { useNow } from "./use-now";

export function WaitlistList() {
  const waitlist = useWaitlist();
  const admit = useAdmit();
  const now = useNow(30_000);
  if (waitlist.isPending) return <Loading label="Loading the waitlist" rows={2} />;
  if (waitlist.isError) return <LoadError what="the waitlist" onRetry={() => void waitlist.refetch()} />;
  if (waitlist.data.people.length === 0) return <Empty>Nobody is waiting.</Empty>;

  const onAdmit = (userId: string, email: string) =>
    admit.mutate(userId, {
      onSuccess: () => toast.success("Admitted", { description: `${email} can start chatting now.` }),
      onError: (error) => toast.error("Could not admit", { description: error.message }),
    });

  return (
    <ul className="flex flex-col gap-2">
      {waitlist.data.people.map((person) => {
        const admitting = admit.isPending && admit.variables === person.userId;
        return (
          <li
            key={person.userId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{person.email}</p>
              <p className="text-xs text-slate-500">
                Joined <time dateTime={person.createdAt}>{dateTime(person.createdAt)}</time> ·{" "}
                {timeAgo(person.createdAt, now)}
              </p>
            </div>
            <Button
              variant="soft"
              size="sm"
              aria-label={`Admit ${person.email}`}
              disabled={admitting}
              onClick={() => onAdmit(person.userId, person.email)}
            >
              <UserCheck className="size-4" aria-hidden="true" />
              {admitting ? "Admitting…" : "Admit"}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
