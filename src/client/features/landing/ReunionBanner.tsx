/** On the next visit after a mutual reconnect: the new chat, one click away. */
import { useQuery } from "@tanstack/react-query";
import { HeartHandshake } from "lucide-react";
import { Link } from "react-router";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";
import { focusRing } from "@/components/ui/focus-ring";

export function ReunionBanner() {
  const reunions = useQuery({
    queryKey: ["reunions"],
    queryFn: () => call(routes.reunions),
  });
  const first = reunions.data?.chats[0];
  if (!first) return null;
  return (
    <div
      role="status"
      className="mx-auto mt-6 flex max-w-3xl flex-wrap items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-emerald-950"
    >
      <HeartHandshake className="size-6 shrink-0" aria-hidden="true" />
      <p className="flex-1">You and someone you talked with both sent reconnect tokens. Your new chat is waiting.</p>
      <Link
        to={`/chat?room=${first.chatId}&themeId=${first.themeId}`}
        className={`rounded-full bg-emerald-600 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-700 ${focusRing({ colour: "emerald", offset: true })}`}
      >
        Join your chat
      </Link>
    </div>
  );
}
