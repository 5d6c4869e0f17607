/** The current time, re-read every few seconds, so "12s ago" keeps counting without new data. */
import { useEffect, useState } from "react";

export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
