/** Check-in saves the chosen role to the person's profile (PRODUCT.md §2, Check-in step 2). */
import type { ChatRole } from "@shared/api";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";

export const saveRole = (role: ChatRole) => call(routes.meRole, { body: { role } });
