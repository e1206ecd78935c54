/** The human-readable API reference at /api/docs, rendered on the server from the generated OpenAPI document. */

/** A JSON value of the OpenAPI document (api-docs.ts serves it, this page reads it). */
export type Json = Record<string, unknown>;

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A compact, TypeScript-like reading of a schema: `{ url: string, auditId?: string }`, `Report`. */
export function schemaText(schema: unknown, depth = 0): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as Json;
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop() ?? 'any';
  if (Array.isArray(s.anyOf)) return s.anyOf.map((x) => schemaText(x, depth)).join(' | ');
  if (Array.isArray(s.allOf)) return s.allOf.map((x) => schemaText(x, depth)).join(' & ');
  if (Array.isArray(s.oneOf)) return s.oneOf.map((x) => schemaText(x, depth)).join(' | ');
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const type = Array.isArray(s.type)
    ? s.type.join(' | ')
    : String(s.type ?? (s.properties ? 'object' : 'any'));
  if (type === 'array') return `${schemaText(s.items, depth)}[]`;
  if (type !== 'object' || !s.properties) return type;
  if (depth >= 2) return '{…}';
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const fields = Object.entries(s.properties as Json).map(
    ([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${schemaText(v, depth + 1)}`,
  );
  return `{ ${fields.join(', ')} }`;
}

function bodySchema(container: unknown): unknown {
  const content = (container as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  return content ? Object.values(content)[0]?.schema : undefined;
}

export function renderDocs(document: Json): string {
  const info = document.info as { title: string; version: string; description: string };
  const components = document.components as { schemas: Json; responses: Json };
  const resolve = (r: Json): Json => {
    const name = typeof r.$ref === 'string' ? r.$ref.split('/').pop() : undefined;
    return name ? ((components.responses[name] as Json | undefined) ?? r) : r;
  };
  const sections: string[] = [];
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = ((op.parameters as Json[] | undefined) ?? []).map(
        (p) =>
          `<li><code>${escape(String(p.name))}</code> (${escape(String(p.in))}${p.required ? ', required' : ''})</li>`,
      );
      const body = op.requestBody ? bodySchema(op.requestBody) : undefined;
      const responses = Object.entries(op.responses as Record<string, Json>).map(([status, r]) => {
        const res = resolve(r);
        const schema = bodySchema(res);
        return `<li><strong>${status}</strong> ${escape(String(res.description ?? ''))}${
          schema ? ` — <code>${escape(schemaText(schema))}</code>` : ''
        }</li>`;
      });
      sections.push(
        `<section id="${escape(`${method}-${path}`)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>` +
          `<p>${escape(String(op.summary ?? ''))}</p>` +
          (op.description ? `<p class="d">${escape(String(op.description))}</p>` : '') +
          (op.security === undefined || (op.security as Json[]).every((s) => Object.keys(s).length === 0)
            ? ''
            : `<p>${(op.security as Json[]).some((s) => Object.keys(s).length === 0) ? 'Session optional' : 'Requires a session (sign in first)'}.</p>`) +
          (params.length ? `<h4>Parameters</h4><ul>${params.join('')}</ul>` : '') +
          (body ? `<h4>Body</h4><p><code>${escape(schemaText(body))}</code></p>` : '') +
          `<h4>Responses</h4><ul>${responses.join('')}</ul></section>`,
      );
    }
  }
  const schemas = Object.entries(components.schemas).map(([name, schema]) => {
    const props = ((schema as Json).properties ?? {}) as Json;
    const required = new Set(((schema as Json).required as string[] | undefined) ?? []);
    const rows = Object.entries(props).map(
      ([k, v]) =>
        `<li><code>${escape(k)}${required.has(k) ? '' : '?'}</code>: <code>${escape(schemaText(v, 1))}</code></li>`,
    );
    return `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><ul>${rows.join('')}</ul></section>`;
  });
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} ${escape(info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
code{font:13px ui-monospace,monospace;background:#f3f3f3;padding:0 .2em;word-break:break-word}
section{border-top:1px solid #ddd;padding:.5rem 0}.m{font:bold 13px ui-monospace,monospace;color:#0b5cad}.d{color:#444}</style>
</head><body><h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>
<p>${escape(info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<h2>Operations</h2>${sections.join('\n')}
<h2>Schemas</h2>${schemas.join('\n')}
</body></html>`;
}
