/**
 * The tables of a crawl store, and the check that a --state file holds those and nothing else before
 * anything is written to it: a file edited by someone else may carry triggers (SQL that would run on the
 * crawl's next insert), views or other tables, which a crawl state never has.
 */
import type BetterSqlite3 from 'better-sqlite3';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pages (seq INTEGER PRIMARY KEY, id INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS inlinks (target INTEGER NOT NULL, source INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS inlinks_target ON inlinks (target);
CREATE TABLE IF NOT EXISTS urls (id INTEGER PRIMARY KEY, url TEXT NOT NULL, depth INTEGER NOT NULL,
  flags INTEGER NOT NULL, inlinks INTEGER NOT NULL);
`;

const squash = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

/** name → the CREATE statement SQLite stores for it (without IF NOT EXISTS); null for automatic indexes. */
const EXPECTED = new Map<string, string | null>([
  ...SCHEMA.split(';')
    .map(squash)
    .filter((s) => s !== '')
    .map((s): [string, string] => {
      const sql = s.replace(' IF NOT EXISTS', '');
      return [/^CREATE (?:TABLE|INDEX) (\w+)/.exec(sql)![1]!, sql];
    }),
  ['sqlite_autoindex_meta_1', null],
]);

/** The SQLite file header: anything else is not a database this code will open. */
export const SQLITE_HEADER = 'SQLite format 3\u0000';

/** Throws (with the reason) when the database holds any object a crawl store does not create. */
export function assertOwnSchema(db: BetterSqlite3.Database): void {
  const objects = db.prepare('SELECT type, name, sql FROM sqlite_master').all() as Array<{
    type: string;
    name: string;
    sql: string | null;
  }>;
  for (const o of objects) {
    const expected = EXPECTED.get(o.name);
    const own = expected !== undefined && (o.sql === null ? expected === null : squash(o.sql) === expected);
    if (!own) throw new Error(`it holds a ${o.type} "${o.name}" that Rankscope never writes`);
  }
}
