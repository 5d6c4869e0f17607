/**
 * The person's own account: their data as a file, and deleting the account. The server decides
 * whose: always the signed-in person's (no id is ever sent).
 */
import { exportFileName, type DeleteAccountBody } from "@shared/account-api";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";

/** Fetches everything Kindred holds about the person and saves it as kindred-data-<date>.json. */
export async function downloadMyData(): Promise<void> {
  const data = await call(routes.meExport);
  const file = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(new Date(data.exportedAt));
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled; the object URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Rejects with the server's sentence (a wrong password, too many attempts) when nothing was deleted. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await call(routes.meDelete, { body });
}
