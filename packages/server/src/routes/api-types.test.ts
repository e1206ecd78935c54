import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES, renderApiTypes } from '../../../web/scripts/gen-api-types.js';

describe('the web app’s API types (packages/web/src/lib/api-types.gen.ts)', () => {
  it('are what openapi-typescript makes of the document the routes generate now (npm run gen:api-types)', async () => {
    const committed = readFileSync(API_TYPES, 'utf8');
    const now = await renderApiTypes();
    // A route whose schema changed without regenerating the web types fails here.
    expect(committed === now, 'stale: run npm run gen:api-types and commit the file').toBe(true);
    expect(now).toContain("'/api/audit': {");
    expect(now).toContain('PublicConfig: {');
  }, 120_000);
});
