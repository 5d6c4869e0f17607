/**
 * Finds Debian's Chromium (never a browser download): CHROMIUM_PATH, else /usr/bin/chromium.
 * When it is absent and we may install it (root on Debian), apt-get installs it once.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function chromiumPath(): string {
  const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(wanted)) return wanted;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get") && !process.env.CHROMIUM_PATH;
  if (canInstall) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (existsSync(wanted)) return wanted;
  }
  throw new Error(
    `No Chromium at ${wanted}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}
