import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the script the page inlines, read as the browser gets it
import script from "../../../../public/welcome-dismissed.js?raw";
import { WELCOME_DISMISSED_KEY } from "./WelcomeCard";

describe("the script that hides a dismissed welcome card before the first paint", () => {
  it("reads the key the card writes", () => {
    expect(script).toContain(`localStorage.getItem("${WELCOME_DISMISSED_KEY}") === "1"`);
  });
});
