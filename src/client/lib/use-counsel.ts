/**
 * The Crisis Counselor after a chat in crisis support has ended (PRODUCT.md §10): the partner left,
 * blocked or was banned, and the person keeps talking with the Counselor. Their words go to the
 * Counselor alone (POST /api/chats/:id/counsel; the server decides who may, crisis/after-end.ts)
 * and its answer comes back to them alone; nothing is stored in the chat. The conversation since
 * the end is kept for this tab (sessionStorage, forgotten at sign-out: tab-words.ts), so that a
 * reload keeps it, and its last turns go with each message so that the Counselor answers in context.
 * The chat room uses it, and so does the notice of someone suspended or banned, whose chat is shut to
 * them (features/standing/CounselWhileShutOut.tsx).
 */
import { useCallback, useMemo, useState } from "react";
import type { MessageView } from "@shared/api";
import { CounselTurn } from "@shared/counsel-api";
import { LIMITS } from "@shared/limits";
import { CRISIS_PERSONA } from "@shared/personas";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";
import { session } from "@/lib/storage";
import { TAB_WORDS } from "@/lib/tab-words";
import { toast } from "@/lib/toast";

interface Said extends CounselTurn {
  id: string;
  at: string;
}

export interface Counsel {
  /** What was said with the Counselor since the end, as messages to show after the chat's own. */
  messages: MessageView[];
  /** The Counselor is writing its answer. */
  answering: boolean;
  /** Sends the words to the Counselor; returns an id, or null when they were not taken (they stay in the box). */
  send(content: string): string | null;
}

/** One chat's conversation at a time: a new chat starts none. */
function kept(chatId: string | null): Said[] {
  const held = session.getJson(TAB_WORDS.counsel) as { chatId?: unknown; said?: unknown } | undefined;
  if (!chatId || held?.chatId !== chatId || !Array.isArray(held.said)) return [];
  return held.said.filter(
    (turn): turn is Said =>
      CounselTurn.safeParse(turn).success && typeof turn.id === "string" && typeof turn.at === "string",
  );
}

/** `you`: the viewer's seat, so that their own words show as theirs. */
export function useCounsel(chatId: string | null, you: "p1" | "p2" | "admin" | undefined): Counsel {
  const [state, setState] = useState<{ chatId: string | null; said: Said[] }>(() => ({ chatId, said: kept(chatId) }));
  const [answering, setAnswering] = useState(false);
  // Another chat on this page: its own conversation (React's "reset on prop change").
  if (state.chatId !== chatId) setState({ chatId, said: kept(chatId) });
  const said = useMemo(() => (state.chatId === chatId ? state.said : []), [state, chatId]);

  const add = useCallback(
    (turn: Said) =>
      setState((current) => {
        const next = { chatId: current.chatId, said: [...current.said, turn] };
        session.setJson(TAB_WORDS.counsel, next);
        return next;
      }),
    [],
  );

  const send = useCallback(
    (content: string): string | null => {
      if (!chatId || answering) return null;
      const earlier = said.slice(-LIMITS.aiHistory).map(({ role, content }) => ({ role, content }));
      const id = crypto.randomUUID();
      add({ id, role: "user", content, at: new Date().toISOString() });
      setAnswering(true);
      call(routes.chatCounsel, { params: { chatId }, body: { content, earlier } })
        .then((reply) =>
          add({ id: crypto.randomUUID(), role: "assistant", content: reply.content, at: new Date().toISOString() }),
        )
        // Refused (the server's reason) or unanswered: the words stay in view; the person can send again.
        .catch((error: unknown) => toast.error("Cannot send message", { description: (error as Error).message }))
        .finally(() => setAnswering(false));
      return id;
    },
    [chatId, answering, said, add],
  );

  const messages = said.map((turn, index): MessageView => ({
    id: turn.id,
    chatId: chatId ?? "",
    // After every stored message: these are shown, never merged into the chat's log.
    seq: Number.MAX_SAFE_INTEGER - said.length + index,
    kind: "text",
    content: turn.content,
    sender: turn.role === "user" ? (you ?? "p1") : `ai:${CRISIS_PERSONA.name}`,
    clientId: null,
    createdAt: turn.at,
  }));
  return { messages, answering, send };
}
