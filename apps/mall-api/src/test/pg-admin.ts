// Creating and dropping throw-away PostgreSQL databases for tests.
import pg from 'pg';

export function urlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE … TEMPLATE; retried while another file's clone still holds the template. */
export async function cloneDatabase(baseUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + attempt * 20));
    }
  }
}

export const dropDatabase = (baseUrl: string, name: string) =>
  adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
