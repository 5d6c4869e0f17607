/** /end-chat?room= — after a chat: how it felt, a review, a reconnect token, reporting or blocking, and where to go next. */
import { useSearchParams } from "react-router";
import { isUuid } from "@shared/api";
import { EndChat } from "@/features/end-chat/EndChat";
import { usePageTitle } from "@/lib/use-page-title";

export function EndChatPage() {
  usePageTitle();
  const [params] = useSearchParams();
  const room = params.get("room");
  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-indigo-50 via-white to-rose-50 px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 text-center shadow-sm sm:p-8">
        {/* One chat's screen: another chat's starts afresh (what it keeps for a reload is per chat). */}
        <EndChat key={room} chatId={isUuid(room) ? room : null} />
      </div>
    </main>
  );
}
