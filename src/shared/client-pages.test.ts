/** The document title follows the page and, on a page with modes, its mode: the tab says what the page shows. */
import { describe, expect, it } from "vitest";
import { NOT_FOUND_TITLE, pageTitle } from "./client-pages.js";
import { PRERENDERED_PAGES, pageUrl } from "./prerendered-pages.js";

describe("page titles", () => {
  it("names the auth page's form by its mode, and the sign-in form for any other", () => {
    expect(
      ["", "?mode=signup", "mode=signup", "?mode=forgot", "?mode=signin", "?mode=nonsense", "?mode=toString"].map(
        (search) => pageTitle("/auth", search),
      ),
    ).toEqual([
      "Sign in · Kindred",
      "Create your account · Kindred",
      "Create your account · Kindred",
      "Reset your password · Kindred",
      "Sign in · Kindred",
      "Sign in · Kindred",
      "Sign in · Kindred",
    ]);
  });

  it("keeps a page without modes to its title, and an unknown path to the not-found title", () => {
    expect([pageTitle("/about/", "?mode=signup"), pageTitle("/nowhere", "?mode=signup")]).toEqual([
      "About Kindred",
      NOT_FOUND_TITLE,
    ]);
  });

  it("gives each prerendered auth form the title the browser will give it (vite.config.ts writes it)", () => {
    const titles = PRERENDERED_PAGES.filter((page) => page.url.startsWith("/auth")).map((page) => {
      const { pathname, search } = pageUrl(page.url);
      return [page.file, pageTitle(pathname, search)];
    });
    expect(titles).toEqual([
      ["auth.html", "Sign in · Kindred"],
      ["auth-signup.html", "Create your account · Kindred"],
      ["auth-forgot.html", "Reset your password · Kindred"],
    ]);
  });
});
