/**
 * The room's persona as it writes: who is typing, and the words that stream in before the reply
 * is stored (then the stored message replaces them). Its failures are toasted to the person who asked.
 */
import { useCallback, useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import type { MessageView } from "../../../shared/api";
import { AiDelta, AiTyping } from "../../../shared/events";
import { getSocket } from "../../lib/socket";

export interface AiStream {
  streamId: string;
  name: string;
  text: string;
}

export function useAiStream(roomId: string | null) {
  const [aiTyping, setAiTyping] = useState<string | null>(null);
  const [streams, setStreams] = useState<AiStream[]>([]);

  const [shownRoom, setShownRoom] = useState(roomId);
  if (shownRoom !== roomId) {
    setShownRoom(roomId);
    setAiTyping(null);
    setStreams([]);
  }

  useEffect(() => {
    if (!roomId) return;
    const socket = getSocket();
    const onTyping = (payload: unknown) => {
      const parsed = AiTyping.safeParse(payload);
      if (parsed.success && parsed.data.chatId === roomId) setAiTyping(parsed.data.name);
    };
    const onDelta = (payload: unknown) => {
      const parsed = AiDelta.safeParse(payload);
      if (!parsed.success || parsed.data.chatId !== roomId) return;
      const { streamId, name, text } = parsed.data;
      setStreams((live) =>
        live.some((s) => s.streamId === streamId)
          ? live.map((s) => (s.streamId === streamId ? { ...s, text: s.text + text } : s))
          : [...live, { streamId, name, text }],
      );
    };
    const onFailed = (payload: { chatId: string; error: string }) => {
      if (payload?.chatId !== roomId) return;
      setAiTyping(null);
      toast.error("AI Response Error", { description: payload.error });
    };
    socket.on("ai:typing", onTyping);
    socket.on("ai:delta", onDelta);
    socket.on("ai:failed", onFailed);
    return () => {
      socket.off("ai:typing", onTyping);
      socket.off("ai:delta", onDelta);
      socket.off("ai:failed", onFailed);
    };
  }, [roomId]);

  /** Stored messages arrived: a persona's stored reply ends its stream and its typing. */
  const settle = useCallback((stored: MessageView[]) => {
    const done = new Set(stored.map((m) => m.clientId));
    setStreams((live) => live.filter((stream) => !done.has(stream.streamId)));
    if (stored.some((m) => m.sender.startsWith("ai:"))) setAiTyping(null);
  }, []);

  return { aiTyping, streams, settle };
}
