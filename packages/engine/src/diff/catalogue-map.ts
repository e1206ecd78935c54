/**
 * Check ids across catalogue versions. Ids are a public contract (catalogue/data.ts), so a rename is rare
 * and goes here, old id → new id, with the catalogue version that made it: a report written before the
 * rename is then compared check for check. None so far: the catalogue has had one version (2026.11.1)
 * and no id has changed (git log of catalogue/data.ts).
 */
export type IdRenames = Readonly<Record<string, { to: string; since: string }>>;

export const ID_RENAMES: IdRenames = {};

/** The id a check of an older report has in the current catalogue (renames followed in order). */
export function currentId(id: string, renames: IdRenames = ID_RENAMES): string {
  let current = id;
  // A chain a → b → c is followed; the bound guards against a mistaken cycle in the map.
  for (let i = 0; i < 16; i++) {
    const next = renames[current];
    if (!next) return current;
    current = next.to;
  }
  return current;
}
