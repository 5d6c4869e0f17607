/** Check-in saves the chosen role to the person's profile (PRODUCT.md §2, Check-in step 2). */
import type { ChatRole } from "../../../shared/api";
import { request } from "../../lib/http";

export const saveRole = (role: ChatRole) => request("PUT", "/api/me/role", { role });
