/**
 * The signed-in person's standing (GET /api/me/standing): whether a moderator's warning, a hold,
 * a suspension or a ban stands between them and a chat. The server enforces it on every call; the
 * pages read it only to explain. Anything refused with a 403 while chatting re-reads it, and a page
 * showing a hold, a suspension or a ban re-reads it until it no longer stands (recheckAfter).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Standing, StandingState } from "@shared/moderation-api";
import { routes } from "@shared/routes";
import { call } from "./api";

export const STANDING_QUERY_KEY = ["standing"] as const;

/** No chats at all: suspended or banned. */
export const isShutOut = (standing: Standing | undefined) =>
  standing?.state === "suspended" || standing?.state === "banned";

/**
 * What only a moderator's decision (a hold's, a lift) or the clock ends, which nothing else can tell
 * an open page: a suspended or banned person's sockets were closed when it began and cannot connect
 * meanwhile, and a held person has no chat open to hear of the decision.
 */
const ENDED_ONLY_ELSEWHERE: ReadonlySet<StandingState> = new Set(["held", "suspended", "banned"]);
const endedOnlyElsewhere = (standing: Standing | undefined) =>
  standing !== undefined && ENDED_ONLY_ELSEWHERE.has(standing.state);

/**
 * How often such a person's open page asks again whether it still stands. Thirty seconds is soon for someone told to come back
 * later, and cheap: two requests a minute, on a route no rate limit counts, answered from a session
 * read batched with others' and the standing the server keeps in memory (StandingBook); and only
 * while the page is in view (coming back to it asks at once).
 */
export const STANDING_RECHECK_MS = 30_000;
/** After a suspension's end by this page's clock: a server clock a little behind has passed it too. */
export const SUSPENSION_END_MARGIN_MS = 1_000;

/**
 * When the page reads the standing `standing` again: never unless held, suspended or banned; at the
 * interval, or right as the suspension ends when that comes sooner. Past the end by this page's clock
 * while the server still says suspended, this clock is ahead of the server's, which decides: the
 * interval paces it.
 */
export function recheckAfter(standing: Standing | undefined, now = Date.now()): number | false {
  if (!standing || !endedOnlyElsewhere(standing)) return false;
  const untilEnd = standing.endsAt === null ? Infinity : Date.parse(standing.endsAt) - now;
  return untilEnd > 0 ? Math.min(STANDING_RECHECK_MS, untilEnd + SUSPENSION_END_MARGIN_MS) : STANDING_RECHECK_MS;
}

export function useStanding(enabled = true) {
  return useQuery({
    queryKey: STANDING_QUERY_KEY,
    queryFn: () => call(routes.meStanding),
    enabled,
    refetchInterval: (query) => recheckAfter(query.state.data),
    // Back in the tab (perhaps told that the sanction was lifted): asked at once, however recently.
    refetchOnWindowFocus: (query) => (endedOnlyElsewhere(query.state.data) ? "always" : true),
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
