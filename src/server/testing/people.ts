/**
 * People created straight in the database, for tests that call services with hundreds of users
 * (signing each up through the HTTP flow would only measure password hashing).
 */
import { randomUUID } from "node:crypto";
import type { Viewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { profiles, user } from "../db/schema.js";

export async function createPeople(db: Db, count: number): Promise<Viewer[]> {
  const people: Viewer[] = Array.from({ length: count }, () => {
    const id = randomUUID();
    const email = `${id}@kindred.test`;
    return { id, email, emailVerified: true, isAdmin: false, sessionId: randomUUID(), adultConfirmed: true };
  });
  await db
    .insert(user)
    .values(people.map((p) => ({ id: p.id, email: p.email, name: "Anonymous", emailVerified: true })));
  await db.insert(profiles).values(people.map((p) => ({ id: p.id, adultConfirmedAt: new Date() })));
  return people;
}
