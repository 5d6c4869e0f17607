/** /end-chat?room= — after a chat: where to go next. */
import { Link } from "react-router";

const button =
  "rounded-full px-5 py-3 text-center font-medium focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none";

export function EndChatPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-indigo-50 via-white to-rose-50 px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">Chat Ended</h1>
        <p className="mt-2 text-slate-600">Thank you for being here. Every conversation is a small act of kindness.</p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/check-in" className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}>
            Start a New Chat
          </Link>
          <Link to="/" className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
            Return Home
          </Link>
        </div>
      </div>
    </main>
  );
}
