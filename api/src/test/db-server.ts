import pg from 'pg';

/** Run statements on the server's maintenance database (`postgres`) of a connection URL. */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const u = new URL(url);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
