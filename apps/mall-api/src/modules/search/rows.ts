/** The rows of a raw `db.execute` (drizzle's result shape differs by driver only in its type). */
export const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;
