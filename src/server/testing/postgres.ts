/**
 * A throwaway PostgreSQL database per test file, created from TEST_DATABASE_URL and dropped after,
 * so that tests against a real server never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export async function createTempDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `kindred_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
