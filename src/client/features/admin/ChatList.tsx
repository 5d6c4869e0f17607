/**
 * Every chat by where it stands: Pending (waiting for a match), Active and Completed, newest first,
 * 50 at a time, or only those in crisis. The chosen tab and filter live in the URL, so coming back
 * from a joined chat lands on them again.
 */
import { LifeBuoy, MessagesSquare } from "lucide-react";
import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import { AdminChatTab } from "@shared/admin-api";
import { Button } from "@/components/ui/button";
import { useAdminChats } from "./admin-api";
import { ChatCard } from "./ChatCard";
import { Empty, LoadError, Loading, Panel } from "./Panel";
import { tabList, tabTrigger } from "./tabs";
import { useNow } from "./use-now";
import { focusRing } from "@/components/ui/focus-ring";

const TABS: { value: AdminChatTab; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "active", label: "Active" },
  { value: "completed", label: "Completed" },
];

export function ChatList() {
  const [params, setParams] = useSearchParams();
  const parsed = AdminChatTab.safeParse(params.get("tab"));
  const tab = parsed.success ? parsed.data : "active";
  const crisis = params.get("crisis") === "1";
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        if (value === null) current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace: true },
    );
  const choose = (value: string) => setParam("tab", value);

  return (
    <Panel
      title="Chats"
      icon={<MessagesSquare className="size-5 text-indigo-600" aria-hidden="true" />}
      action={
        <button
          type="button"
          aria-pressed={crisis}
          onClick={() => setParam("crisis", crisis ? null : "1")}
          className={`flex items-center gap-1.5 rounded-full border border-rose-200 px-3 py-1.5 text-sm font-medium text-rose-800 hover:bg-rose-50 ${focusRing({ colour: "rose" })} aria-pressed:border-rose-600 aria-pressed:bg-rose-600 aria-pressed:text-white`}
        >
          <LifeBuoy className="size-4" aria-hidden="true" />
          In crisis
        </button>
      }
    >
      <Tabs.Root value={tab} onValueChange={choose}>
        <Tabs.List aria-label="Chats by status" className={tabList}>
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabTrigger}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="mt-4 focus-visible:outline-none">
            <ChatTab status={t.value} crisis={crisis} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Panel>
  );
}

function ChatTab({ status, crisis }: { status: AdminChatTab; crisis: boolean }) {
  const chats = useAdminChats(status, crisis);
  const now = useNow();
  if (chats.isPending) return <Loading label={`Loading ${status} chats`} />;
  if (chats.isError) return <LoadError what={`the ${status} chats`} onRetry={() => void chats.refetch()} />;
  const cards = chats.data.pages.flatMap((page) => page.chats);
  if (cards.length === 0) return <Empty>{crisis ? `No ${status} chats in crisis` : `No ${status} chats found`}</Empty>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {cards.map((chat) => (
          <li key={chat.id}>
            <ChatCard chat={chat} now={now} />
          </li>
        ))}
      </ul>
      {chats.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void chats.fetchNextPage()}
          disabled={chats.isFetchingNextPage}
        >
          {chats.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </div>
  );
}
