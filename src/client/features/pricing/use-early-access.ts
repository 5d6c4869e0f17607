/** How many early-bird places are left, from the server (the count is authoritative there). */
import { useQuery } from "@tanstack/react-query";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";

export function useEarlyAccess() {
  return useQuery({
    queryKey: ["early-access"],
    queryFn: () => call(routes.earlyAccess),
  });
}
