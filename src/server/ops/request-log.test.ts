import { describe, expect, it } from "vitest";
import { redactUrl } from "./request-log.js";

describe("the URL a request is logged with", () => {
  it("hides a token in the query, however its name is written, and keeps the rest", () => {
    expect(redactUrl("/api/auth/verify-email?token=eyJ.abc.def&callbackURL=%2F")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2F",
    );
    expect(redactUrl("/x?a=1&%74oken=secret&TOKEN=other")).toBe("/x?a=1&%74oken=[redacted]&TOKEN=[redacted]");
    expect(redactUrl("/x?token")).toBe("/x?token=[redacted]");
    expect(redactUrl("/x?tokens=1&mytoken=2")).toBe("/x?tokens=1&mytoken=2");
  });

  it("hides the token of a password-reset link's path", () => {
    expect(redactUrl("/api/auth/reset-password/AbC123xyz?callbackURL=%2Freset-password")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password",
    );
    expect(redactUrl("/api/auth/reset-password/AbC123xyz")).toBe("/api/auth/reset-password/[redacted]");
  });

  it("leaves every other URL as it is", () => {
    for (const url of ["/api/auth/reset-password", "/api/chats/1/messages?after=3", "/", "/reset-password?x=%"]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
