/**
 * The room's persona as it writes: who is typing, and the words that stream in before the reply
 * is stored (then the stored message replaces them). Its failures are toasted to the person who asked.
 */
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import type { MessageView } from "@shared/api";
import { getSocket } from "@/lib/socket";
import { subscribe } from "@/lib/socket-events";

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
    return subscribe(getSocket(), {
      "ai:typing": ({ chatId, name }) => {
        if (chatId === roomId) setAiTyping(name);
      },
      "ai:delta": ({ chatId, streamId, name, text }) => {
        if (chatId !== roomId) return;
        setStreams((live) =>
          live.some((s) => s.streamId === streamId)
            ? live.map((s) => (s.streamId === streamId ? { ...s, text: s.text + text } : s))
            : [...live, { streamId, name, text }],
        );
      },
      "ai:failed": ({ chatId, error }) => {
        if (chatId !== roomId) return;
        setAiTyping(null);
        toast.error("AI Response Error", { description: error });
      },
    });
  }, [roomId]);

  /** Stored messages arrived: a persona's stored reply ends its stream and its typing. */
  const settle = useCallback((stored: MessageView[]) => {
    const done = new Set(stored.map((m) => m.clientId));
    setStreams((live) => live.filter((stream) => !done.has(stream.streamId)));
    if (stored.some((m) => m.sender.startsWith("ai:"))) setAiTyping(null);
  }, []);

  return { aiTyping, streams, settle };
}
