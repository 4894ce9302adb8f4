import type { Db } from './client.ts';

/** A transaction handle, as Drizzle passes it to `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction (`tx ?? db`). */
export type Executor = Db | Tx;
