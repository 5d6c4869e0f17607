import { describe, expect, it } from "vitest";
import script from "../../../../public/welcome-dismissed.js?raw";
import { WELCOME_DISMISSED_KEY } from "./WelcomeCard";

describe("the script that hides a dismissed welcome card before the first paint", () => {
  it("reads the key the card writes", () => {
    expect(script).toContain(`localStorage.getItem("${WELCOME_DISMISSED_KEY}") === "1"`);
  });
});
