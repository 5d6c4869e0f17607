/**
 * Who is signed in, from GET /api/session. Signed out is an answer (null), not an error; a session
 * that could not be read (unreachable, or a reply that fails the schema) is an error, which pages
 * show as such (SessionLoadError), never as signed out. Auth screens refresh it after signing in, up or out.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "./toast";
import type { Me } from "@shared/api";
import { routes } from "@shared/routes";
import { api, call } from "./api";
import { outbox } from "./outbox";
import { forgetTabWords } from "./tab-words";

export const ME_QUERY_KEY = ["me"] as const;

async function fetchMe(): Promise<Me | null> {
  return (await call(routes.session)).me;
}

export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
}

/** Re-reads the session after anything that changes it (sign-in, sign-up, password reset). */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }), [queryClient]);
}

/**
 * Forgets, on this page, the person who was signed in: who they are first (the UI must never look
 * signed in once the session is over), then everything cached that was read as them.
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
    queryClient.setQueryData(ME_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  }, [queryClient]);
}

/**
 * Spec §4: sign-out clears the local session first (and the words this browser kept: the tab's
 * draft and not-sent list, and messages still waiting to be sent, which no one else signed in here
 * may send or read), then asks the server; success is toasted, a failure is only logged.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const forgetSession = useForgetSession();
  return useCallback(async () => {
    await forgetSession();
    forgetTabWords();
    outbox.clear();
    try {
      await api.send("/api/auth/sign-out");
      toast.success("Signed out successfully");
    } catch (error) {
      console.error("Sign-out failed", error);
    } finally {
      // Re-ask who (if anyone) is here, now that the server has answered.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
  }, [queryClient, forgetSession]);
}
