/** How many early-bird places are left, from the server (the count is authoritative there). */
import { useQuery } from "@tanstack/react-query";
import { EarlyAccess } from "../../../shared/api";
import { api } from "../../lib/api";

export function useEarlyAccess() {
  return useQuery({ queryKey: ["early-access"], queryFn: () => api.get("/api/early-access", EarlyAccess) });
}
