/**
 * The dashboard for admins: overview, chats (live), AI agents and moderation. On wide screens the
 * chat list takes the main column and the tools sit beside it; on a phone they stack.
 */
import { AdminHeader } from "./AdminHeader";
import { AiAgentsPanel } from "./AiAgentsPanel";
import { ChatList } from "./ChatList";
import { Moderation } from "./Moderation";
import { Overview } from "./Overview";
import { useAdminLive } from "./use-admin-live";

export function AdminDashboard() {
  useAdminLive();
  return (
    <div className="min-h-dvh bg-gradient-to-br from-indigo-50/70 via-slate-50 to-rose-50/50">
      <AdminHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 sm:gap-6 sm:px-6 sm:py-8">
        <Overview />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <ChatList />
          <div className="flex flex-col gap-4 sm:gap-6">
            <AiAgentsPanel />
            <Moderation />
          </div>
        </div>
      </main>
    </div>
  );
}
