/**
 * Gives the scale-out instances an empty database: drops and recreates it when called with
 * --fresh (the first instance), or waits until it exists (the second one).
 */
import pg from "pg";
import { databaseUrl } from "./scale-out.js";

const target = new URL(databaseUrl());
const name = target.pathname.slice(1);
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
if (process.argv.includes("--fresh")) {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
} else {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
await admin.end();
