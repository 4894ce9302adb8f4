import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';
import { user } from '../db/schema/index.ts';

export type UserRow = typeof user.$inferSelect;

/** The account with this (already normalised) e-mail, or null. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(user).where(eq(user.email, email));
  return rows[0] ?? null;
}

/** Every account, newest first. */
export async function listUsersNewestFirst(db: Executor): Promise<UserRow[]> {
  return db.select().from(user).orderBy(desc(user.createdAt));
}
