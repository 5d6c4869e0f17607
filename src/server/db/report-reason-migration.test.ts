/**
 * Migration 0016 words the report reason about age without an age ("They seem to be too young for
 * Kindred"): MINIMUM_AGE need not be 18. Reports filed before it, by a person or by Kindred, read as
 * the new ones do; other reasons stay as they are.
 */
import { describe, expect, it } from "vitest";
import { UNDER_AGE_REPORT_REASON } from "../moderation/under-age-reports.js";
import { onDatabaseBefore } from "../testing/migrations.js";
import { testDatabaseUrl } from "../testing/postgres.js";

describe.skipIf(!testDatabaseUrl)("migration 0016 on reports about age", () => {
  it("gives the old reason's reports the new wording, and leaves the others", () =>
    onDatabaseBefore("0016_report_reason_too_young", async ({ query, migrateOn }) => {
      for (const reason of ["They seem to be under 18", "They seem to be under 18", "Spam or scam"]) {
        await query(`insert into reports (reason) values ($1)`, [reason]);
      }
      await migrateOn();
      const rows = await query<{ reason: string }>(`select reason from reports order by reason`);
      expect(rows.map((row) => row.reason)).toEqual(["Spam or scam", UNDER_AGE_REPORT_REASON, UNDER_AGE_REPORT_REASON]);
      expect(UNDER_AGE_REPORT_REASON).toBe("They seem to be too young for Kindred");
    }));
});
