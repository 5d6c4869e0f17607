import { describe, expect, it } from "vitest";
import { missingServices } from "./required-services.js";

describe("the services a test run needs", () => {
  it("names each one that is missing", () => {
    expect(missingServices({}, false)).toEqual([
      "PostgreSQL (TEST_DATABASE_URL is not set)",
      "Redis (TEST_REDIS_URL is not set)",
      "nginx (/usr/sbin/nginx is not installed)",
    ]);
  });

  it("names none when all are there", () => {
    expect(missingServices({ TEST_DATABASE_URL: "postgres://x", TEST_REDIS_URL: "redis://x" }, true)).toEqual([]);
  });
});
