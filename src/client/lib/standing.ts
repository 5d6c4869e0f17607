/**
 * The signed-in person's standing (GET /api/me/standing): whether a moderator's warning, a hold,
 * a suspension or a ban stands between them and a chat. The server enforces it on every call; the
 * pages read it only to explain. Anything refused with a 403 while chatting re-reads it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Standing } from "@shared/moderation-api";
import { routes } from "@shared/routes";
import { call } from "./api";

export const STANDING_QUERY_KEY = ["standing"] as const;

export function useStanding(enabled = true) {
  return useQuery({
    queryKey: STANDING_QUERY_KEY,
    queryFn: () => call(routes.meStanding),
    enabled,
  });
}

/**
 * The standing as read when Kindred closed the chat `chatId` (`enabled`): it says whether the reason
 * was the person's own words (an under-age hold). Kept apart from the page's standing, which would
 * otherwise put a suspension's page in place of the chat at once: the two people first read the
 * neutral "This chat has ended." (a suspended or banned person is told at once by the server's
 * "standing:shut-out", which reads the page's standing again: use-chat-room.ts).
 */
export function useStandingAtClose(chatId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...STANDING_QUERY_KEY, "at-close", chatId],
    queryFn: () => call(routes.meStanding),
    enabled: enabled && chatId !== undefined,
  });
}

/**
 * Read the standing again: a request was just refused, perhaps because of a new sanction. Resolves
 * with the standing as read then (undefined when no page is showing it, or it could not be read).
 */
export function useRefreshStanding() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient
        .invalidateQueries({ queryKey: STANDING_QUERY_KEY })
        .then(() => queryClient.getQueryData<Standing>(STANDING_QUERY_KEY)),
    [queryClient],
  );
}

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.meStandingAcknowledge),
    onSuccess: (standing: Standing) => queryClient.setQueryData(STANDING_QUERY_KEY, standing),
  });
}

/** No chats at all: suspended or banned. */
export const isShutOut = (standing: Standing | undefined) =>
  standing?.state === "suspended" || standing?.state === "banned";
