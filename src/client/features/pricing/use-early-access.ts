/** How many early-bird places are left, from the server (the count is authoritative there). */
import { useQuery } from "@tanstack/react-query";
import { api, wire } from "../../lib/api";

export function useEarlyAccess() {
  return useQuery({
    queryKey: ["early-access"],
    queryFn: () => api.get("/api/early-access", () => wire().then((m) => m.EarlyAccess)),
  });
}
