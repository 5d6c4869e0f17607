/** The room the chat page asks for, read from its URL (PRODUCT.md §4: room, themeId and role). */
import { useSearchParams } from "react-router";
import { isUuid, type ChatRole } from "@shared/api";
import { themeOrDefault } from "@shared/themes";

export interface RoomParams {
  /** The room query parameter as written (it may not be a valid id). */
  room: string | null;
  roomId: string | null;
  themeId: string;
  /** The themeId as written, or from navigation state: it may name no room (UnknownRoomNote). */
  askedThemeId: string | null;
  role: ChatRole;
}

/** The room the page asks for, and what the server said of it. */
export interface WantedRoom extends Omit<RoomParams, "askedThemeId"> {
  /** The server knows no chat with this id (404): it is dropped and a new search starts. */
  missing: boolean;
}

/** Reads room, themeId and role from the URL, falling back to navigation state, then to the defaults. */
export function useRoomParams(fallback: { themeId?: string; role?: ChatRole }): RoomParams {
  const [params] = useSearchParams();
  const room = params.get("room");
  const wanted = params.get("role") ?? fallback.role;
  const askedThemeId = params.get("themeId") ?? fallback.themeId ?? null;
  return {
    room,
    roomId: isUuid(room) ? room : null,
    themeId: themeOrDefault(askedThemeId).id,
    askedThemeId,
    role: (["talk", "listen", "both"] as const).find((r) => r === wanted) ?? "both",
  };
}
