import http from 'node:http';

/**
 * The pieces of the fuzz stage (test/integration/fuzz.int-spec.ts): a seeded PRNG, hostile and valid-looking
 * values, request builders for OpenAPI operations and GraphQL root fields, a raw HTTP sender and a recorder of
 * what came back. Everything drawn here comes from the PRNG, so a seed names one set of requests.
 */

/** mulberry32: tiny, fast, and the same sequence for the same seed on every machine. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/** Real ids and secrets from the seed data, so that some requests get past "not found" into the service. */
export interface Pools {
  reportIds: string[];
  invitationIds: string[];
  tokens: string[];
  userIds: string[];
  animalIds: string[];
  emails: string[];
  password: string;
}

export const NIL_UUID = '00000000-0000-4000-8000-000000000000';

/** Strings that broke or could break a parser, a validator or PostgreSQL. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  '../../../etc/passwd',
  '..',
  '%00',
  '%',
  '1e20',
  '-1',
  '0',
  '9007199254740993',
  'NaN',
  'null',
  'undefined',
  'true',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '\r\nX-Injected: 1',
  'Zoë 🐾',
  '\u202etxt.exe',
  '\uFEFF',
  NIL_UUID,
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'not-a-uuid',
  '*',
  '\\',
  'a'.repeat(300),
];

/** A string of about `n` characters (over the 100 KB JSON limit when large). */
export const longString = (n: number) => 'x'.repeat(n);

export function nastyString(rng: Rng): string {
  if (rng.chance(0.06)) return longString(rng.pick([1_000, 10_000, 70_000]));
  return rng.pick(NASTY_STRINGS);
}

/** Any JSON value, mostly of the wrong shape. */
export function nastyJson(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 8 : 11)) {
    case 0:
      return null;
    case 1:
      return rng.pick([true, false]);
    case 2:
      return rng.pick([0, -1, 1.5, 1e20, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER]);
    case 3:
    case 4:
    case 5:
      return nastyString(rng);
    case 6:
      return [];
    case 7:
      return {};
    case 8:
      return [nastyJson(rng, depth + 1), nastyJson(rng, depth + 1)];
    case 9:
      return { [rng.pick(['a', '__proto__', 'constructor', ''])]: nastyJson(rng, depth + 1) };
    default:
      return nested(rng.pick([10, 40, 70]));
  }
}

/** `{"a":{"a":…}}` n levels deep. */
export function nested(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

/** JSON text nested `levels` deep, written by hand (JSON.stringify overflows on very deep values). */
export const deepJsonText = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/**
 * Percent-encodes text for a URL the way a hostile client may: a lone surrogate (which encodeURIComponent
 * refuses) goes out as its CESU-8 bytes, invalid UTF-8 for the server to deal with.
 */
export function pct(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A valid-looking string for a field, chosen by its name and format. */
export function plausibleString(name: string, rng: Rng, pools: Pools, format?: string): string {
  const n = name.toLowerCase();
  if (format === 'date-time' || /(at|date)$/.test(n)) {
    return rng.pick([new Date(Date.now() + 86_400_000 * (1 + rng.int(30))).toISOString(), '2020-01-01T00:00:00Z', '2024-02-30', 'tomorrow']);
  }
  if (n.includes('email')) return rng.chance(0.4) ? rng.pick(pools.emails) : `fuzz-${rng.int(1e6)}@example.org`;
  if (n.includes('password')) return rng.chance(0.5) ? pools.password : rng.pick(['short', 'Another!pass9', 'Secret!pass1']);
  if (n === 'otp' || n.includes('code')) return rng.pick(['123456', '000000', '12345', '1234567', 'abcdef']);
  if (n.includes('token')) return rng.chance(0.5) && pools.tokens.length ? rng.pick(pools.tokens) : rng.pick(['abc', NIL_UUID]);
  if (n === 'animalid') return rng.chance(0.6) && pools.animalIds.length ? rng.pick(pools.animalIds) : rng.pick(['A123456', 'A0']);
  if (n.endsWith('id')) return plausibleId(n, rng, pools);
  if (n.includes('url')) return rng.pick(['https://example.org/a.png', '/api/files/profile-images/x.png', 'javascript:alert(1)', 'http://127.0.0.1:1/']);
  if (n.includes('name')) return rng.pick(['Fuzz', 'Zoë', "O'Brien", 'Ng', 'A'.repeat(60)]);
  if (n === 'role') return rng.pick(['OFFICER', 'READONLY', 'ADMIN', 'SUPER_ADMIN', 'officer', 'KING']);
  if (n === 'search') return rng.pick(['a', 'dog', 'A1', '%', '_']);
  if (n === 'sort' || n.includes('order')) return rng.pick(['name', 'asc', 'desc', 'weight', 'kennel']);
  return rng.pick(['a', 'test', '1', 'SALEM']);
}

/** A real id from the seed data (by the parameter's name) or a well-formed one that does not exist. */
export function plausibleId(name: string, rng: Rng, pools: Pools, path = ''): string {
  const n = name.toLowerCase();
  const pool = n.includes('user') || path.includes('/users/')
    ? pools.userIds
    : n.includes('token')
      ? pools.tokens
      : n.includes('animal')
        ? pools.animalIds
        : path.includes('invitation') || n.includes('invitation')
          ? pools.invitationIds
          : n.includes('report') || n.includes('temp') || path.includes('report')
            ? pools.reportIds
            : [...pools.reportIds, ...pools.invitationIds, ...pools.userIds];
  return pool.length && rng.chance(0.75) ? rng.pick(pool) : NIL_UUID;
}

// ---------------------------------------------------------------------------------------------------------------
// OpenAPI

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
};
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One operation of the document: `POST /api/reports/{tempId}/parse`. */
export interface RestRoute {
  method: string;
  path: string;
  op: OpenApiOperation;
}

export function restRoutes(doc: OpenApiDocument): RestRoute[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => methods.includes(m))
      .map(([m, op]) => ({ method: m.toUpperCase(), path, op })),
  );
}

/** A request as sent: everything needed to print it again. */
export interface FuzzRequest {
  /** Group key in the failure list: `POST /api/reports/{tempId}/parse` or `graphql Mutation.login`. */
  route: string;
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** What the generator chose, for the failure list. */
  note: string;
}

const resolve = (doc: OpenApiDocument, s: Schema | undefined): Schema => {
  let out = s ?? {};
  for (let i = 0; out.$ref && i < 10; i++) out = doc.components?.schemas?.[out.$ref.split('/').pop()!] ?? {};
  if (out.allOf) out = out.allOf.map((x) => resolve(doc, x)).reduce((a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties } }), {});
  if (out.oneOf || out.anyOf) out = resolve(doc, (out.oneOf ?? out.anyOf)![0]);
  return out;
};

/** A value that fits the schema, mostly (names steer strings towards real ids and valid emails). */
export function validValue(doc: OpenApiDocument, schema: Schema | undefined, name: string, rng: Rng, pools: Pools, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.enum?.length) return rng.pick(s.enum);
  switch (s.type) {
    case 'integer':
    case 'number': {
      const lo = s.minimum ?? 0;
      const hi = Math.min(s.maximum ?? 100, lo + 100);
      return lo + rng.int(hi - lo + 1);
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return depth > 3 ? [] : Array.from({ length: rng.int(3) }, () => validValue(doc, s.items, name, rng, pools, depth + 1));
    case 'object':
      return depth > 3 ? {} : validObject(doc, s, rng, pools, depth + 1);
    default:
      return plausibleString(name, rng, pools, s.format);
  }
}

function validObject(doc: OpenApiDocument, s: Schema, rng: Rng, pools: Pools, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    if (s.required?.includes(key) || rng.chance(0.6)) out[key] = validValue(doc, prop, key, rng, pools, depth);
  }
  return out;
}

/** A value of the wrong type, or out of range, for the schema. */
export function wrongValue(doc: OpenApiDocument, schema: Schema | undefined, rng: Rng): unknown {
  const s = resolve(doc, schema);
  if ((s.type === 'integer' || s.type === 'number') && rng.chance(0.6)) return rng.pick([-1, 0, 1.5, 1e20, 2 ** 31, 2 ** 53 + 2, '12', 'abc', null, [], {}]);
  if (s.enum && rng.chance(0.5)) return rng.pick([String(s.enum[0]).toLowerCase(), 'NOPE', 0, null]);
  return nastyJson(rng);
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON body (or a deliberately broken one) for an operation; `undefined` when it takes none. */
function restBody(doc: OpenApiDocument, route: RestRoute, rng: Rng, pools: Pools): { body?: string | Buffer; headers: Record<string, string>; note: string } {
  const content = route.op.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  const s = resolve(doc, schema);
  const valid = () => validObject(doc, s, rng, pools);
  const strategy = rng.int(16);
  switch (strategy) {
    case 0:
    case 1:
    case 2:
    case 3:
      return { body: JSON.stringify(valid()), headers: JSON_HEADERS, note: 'valid-ish body' };
    case 4: {
      const v = valid();
      const keys = Object.keys(s.properties ?? {});
      const drop = keys.length ? rng.pick(keys) : '';
      delete v[drop];
      return { body: JSON.stringify(v), headers: JSON_HEADERS, note: `without ${drop || 'anything'}` };
    }
    case 5:
    case 6:
    case 7: {
      const v = valid();
      const keys = Object.keys(s.properties ?? {});
      const key = keys.length ? rng.pick(keys) : rng.pick(['a', 'email', 'id']);
      v[key] = rng.chance(0.5) ? wrongValue(doc, s.properties?.[key], rng) : nastyString(rng);
      return { body: JSON.stringify(v), headers: JSON_HEADERS, note: `${key} garbled` };
    }
    case 8:
      return { body: JSON.stringify({ ...valid(), [rng.pick(['extra', '__proto__', 'constructor', 'a\u0000b', 'isAdmin', 'role'])]: nastyJson(rng) }), headers: JSON_HEADERS, note: 'extra field' };
    case 9:
      return { body: JSON.stringify(rng.pick([[valid()], [], null, 'text', 1, true])), headers: JSON_HEADERS, note: 'not an object' };
    case 10:
      return { body: rng.pick(['{', '{"a":', '{"a":1}}', "{'a':1}", '\uFEFF{}', '{"a":1,"a":2}', 'nul', '\u0000', '{"__proto__":{"polluted":1}}']), headers: JSON_HEADERS, note: 'broken JSON text' };
    case 11:
      return { body: `{"email":${deepJsonText(rng.pick([64, 500, 5000]))}}`, headers: JSON_HEADERS, note: 'deeply nested JSON' };
    case 12: {
      const key = Object.keys(s.properties ?? {})[0] ?? 'a';
      return { body: JSON.stringify({ ...valid(), [key]: longString(rng.pick([20_000, 200_000])) }), headers: JSON_HEADERS, note: `huge ${key}` };
    }
    case 13:
      return {
        body: rng.chance(0.5) ? JSON.stringify(valid()) : 'email=a%40b.c&password=x',
        headers: { 'content-type': rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', 'multipart/form-data', 'foo']) },
        note: 'wrong content type',
      };
    case 14:
      return { body: '', headers: JSON_HEADERS, note: 'empty body' };
    default:
      return { body: undefined, headers: {}, note: 'no body' };
  }
}

/** A tiny valid PNG (1×1). */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Multipart bodies: a small valid file, wrong files, wrong fields, broken framing. */
function multipartBody(route: RestRoute, rng: Rng, files: { pdf: Buffer }): { body: Buffer | string; headers: Record<string, string>; note: string } {
  const boundary = `fuzz${rng.int(1e9)}`;
  const good = route.path.includes('profile-image') ? { data: PNG_1x1, type: 'image/png', name: 'me.png' } : { data: files.pdf, type: 'application/pdf', name: 'all-pets.pdf' };
  const part = (field: string, filename: string | null, type: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: ${type}\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  switch (rng.int(10)) {
    case 0:
    case 1:
    case 2:
      return { body: Buffer.concat([part('file', good.name, good.type, good.data), end]), headers, note: `valid ${good.type}` };
    case 3:
      return { body: Buffer.concat([part('file', 'x.pdf', good.type, Buffer.from(nastyString(rng))), end]), headers, note: 'garbage bytes as the file' };
    case 4:
      return { body: Buffer.concat([part('file', 'empty', good.type, Buffer.alloc(0)), end]), headers, note: 'empty file' };
    case 5:
      return { body: Buffer.concat([part(rng.pick(['other', '', 'file[]']), good.name, good.type, good.data), end]), headers, note: 'wrong field name' };
    case 6:
      return { body: Buffer.concat([part('file', good.name, good.type, good.data), part('file', good.name, good.type, good.data), end]), headers, note: 'two files' };
    case 7:
      return { body: part('file', good.name, good.type, good.data.subarray(0, 200)), headers, note: 'truncated (no closing boundary)' };
    case 8:
      return {
        body: Buffer.concat([part('file', rng.pick(['../../x.pdf', 'a"b.pdf', 'Zoë 🐾.pdf', 'x'.repeat(1000)]), rng.pick(['text/html', 'application/pdf', 'image/svg+xml']), good.data), end]),
        headers,
        note: 'odd filename and type',
      };
    default:
      return { body: Buffer.concat([part('file', good.name, good.type, good.data), end]), headers: { 'content-type': rng.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=x', 'application/json']) }, note: 'bad multipart header' };
  }
}

const QUERY_GARBAGE = ['1e20', '-1', '0', '1.5', '9007199254740993', 'abc', '', 'true', 'a\u0000b', 'x\ud800y', "' OR 1=1", 'a'.repeat(3000)];

/** One request for one OpenAPI operation. */
export function restRequest(doc: OpenApiDocument, route: RestRoute, rng: Rng, pools: Pools, files: { pdf: Buffer }): FuzzRequest {
  const params = route.op.parameters ?? [];
  const notes: string[] = [];
  let path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const mode = rng.int(10);
    let v: string;
    if (mode < 5) v = plausibleId(name, rng, pools, route.path);
    else if (mode < 6) v = rng.pick(['-1', '1e20', '0', '1', '../', '..%2F..%2Fetc', '%2e%2e']);
    else v = nastyString(rng);
    if (v.length > 200) notes.push(`${name}=<${v.length} chars>`);
    else notes.push(`${name}=${JSON.stringify(v)}`);
    // A few raw '../' go out unencoded: Fastify normalises nothing, the router must still answer.
    return v === '../' ? v : pct(v);
  });
  const query: string[] = [];
  for (const p of params.filter((x) => x.in === 'query')) {
    if (!p.required && rng.chance(0.4)) continue;
    const r = rng.int(10);
    const value = r < 5 ? String(validValue(doc, p.schema, p.name, rng, pools)) : rng.pick(QUERY_GARBAGE);
    query.push(`${pct(p.name)}=${pct(value)}`);
    if (rng.chance(0.05)) query.push(`${pct(p.name)}=${pct(value)}`); // repeated: arrives as an array
  }
  if (rng.chance(0.1)) query.push(`${rng.pick(['unknown', '__proto__[x]', 'page[$gt]', 'a'])}=${pct(nastyString(rng).slice(0, 200))}`);
  if (query.length) path += `?${query.join('&')}`;
  if (query.length) notes.push(`query ${decodeSafe(query.join('&')).slice(0, 120)}`);

  let body: Buffer | string | undefined;
  let headers: Record<string, string> = {};
  const content = route.op.requestBody?.content;
  if (content?.['multipart/form-data']) {
    const b = multipartBody(route, rng, files);
    ({ body, headers } = b);
    notes.push(b.note);
  } else if (route.method !== 'GET' && route.method !== 'DELETE' && (content || rng.chance(0.3))) {
    const b = restBody(doc, route, rng, pools);
    ({ body, headers } = b);
    notes.push(b.note);
  } else if (route.method === 'GET' && rng.chance(0.05)) {
    body = '{"a":1}';
    headers = JSON_HEADERS;
    notes.push('GET with a body');
  }
  return { route: `${route.method} ${route.path}`, method: route.method, url: path, headers, body, note: notes.join('; ') };
}

const decodeSafe = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// GraphQL

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntroField {
  name: string;
  args: { name: string; type: TypeRef; defaultValue: string | null }[];
  type: TypeRef;
}
interface IntroType {
  kind: string;
  name: string;
  fields: IntroField[] | null;
  inputFields: { name: string; type: TypeRef; defaultValue: string | null }[] | null;
  enumValues: { name: string }[] | null;
  possibleTypes: { name: string }[] | null;
}
export interface IntroSchema {
  queryType: { name: string };
  mutationType: { name: string } | null;
  types: IntroType[];
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
export const INTROSPECTION = `query Fuzz { __schema { queryType { name } mutationType { name } types { kind name
  fields { name type { ${TYPE_REF} } args { name defaultValue type { ${TYPE_REF} } } }
  inputFields { name defaultValue type { ${TYPE_REF} } }
  enumValues { name } possibleTypes { name } } } }`;

const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const typeString = (t: TypeRef): string => (t.kind === 'NON_NULL' ? `${typeString(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeString(t.ofType!)}]` : t.name!);

/** A root field as the fuzzer sees it. */
export interface RootField {
  operation: 'query' | 'mutation';
  field: IntroField;
}

export class GraphqlFuzz {
  private readonly types: Map<string, IntroType>;
  constructor(
    readonly schema: IntroSchema,
    private readonly pools: Pools,
  ) {
    this.types = new Map(schema.types.map((t) => [t.name, t]));
  }

  rootFields(): RootField[] {
    const of = (name: string | undefined, operation: RootField['operation']) => (name ? (this.types.get(name)?.fields ?? []).map((field) => ({ operation, field })) : []);
    return [...of(this.schema.queryType.name, 'query'), ...of(this.schema.mutationType?.name, 'mutation')];
  }

  /** A selection set for a type: scalars, and objects one or two levels down (no field with a required argument). */
  selection(t: TypeRef, depth = 0): string {
    const type = this.types.get(named(t).name!);
    if (!type || type.kind === 'SCALAR' || type.kind === 'ENUM') return '';
    if (type.kind === 'UNION' || type.kind === 'INTERFACE') return '{ __typename }';
    const picks = (type.fields ?? [])
      .filter((f) => !f.args.some((a) => a.type.kind === 'NON_NULL' && a.defaultValue === null))
      .map((f) => {
        const inner = this.types.get(named(f.type).name!);
        if (!inner || inner.kind === 'SCALAR' || inner.kind === 'ENUM') return f.name;
        return depth < 2 ? `${f.name} ${this.selection(f.type, depth + 1)}` : '';
      })
      .filter(Boolean)
      .slice(0, 12);
    return `{ __typename ${picks.join(' ')} }`;
  }

  /** A value of the type (valid-ish). */
  valid(t: TypeRef, name: string, rng: Rng, depth = 0): unknown {
    if (t.kind === 'NON_NULL') return this.valid(t.ofType!, name, rng, depth);
    if (t.kind === 'LIST') return depth > 3 ? [] : [this.valid(t.ofType!, name, rng, depth + 1)];
    const type = this.types.get(t.name!);
    if (type?.kind === 'ENUM') return rng.pick(type.enumValues!.map((e) => e.name));
    if (type?.kind === 'INPUT_OBJECT') {
      const out: Record<string, unknown> = {};
      for (const f of type.inputFields ?? []) if (f.type.kind === 'NON_NULL' || rng.chance(0.5)) out[f.name] = depth > 3 ? null : this.valid(f.type, f.name, rng, depth + 1);
      return out;
    }
    switch (t.name) {
      case 'Int':
        return rng.pick([1, 2, 10, 50, 100]);
      case 'Float':
        return rng.pick([0.5, 10, 99.9]);
      case 'Boolean':
        return rng.chance(0.5);
      case 'ID':
        return plausibleId(name, rng, this.pools);
      case 'DateTime':
        return new Date(Date.now() + 86_400_000 * (1 + rng.int(20))).toISOString();
      case 'String':
        return plausibleString(name, rng, this.pools);
      default:
        return rng.chance(0.5) ? {} : null;
    }
  }

  /** A value of the wrong type or shape for the type. */
  wrong(t: TypeRef, rng: Rng): unknown {
    const base = named(t).name;
    const byType: Record<string, unknown[]> = {
      Int: [2 ** 31, -1, 0, 1.5, 1e20, '1', null],
      Float: ['x', 1e308, null],
      Boolean: ['true', 1, null],
      ID: [1e20, nastyString(rng), ['a'], null, { id: 1 }],
      String: [nastyString(rng), 12, null, ['a']],
      DateTime: ['2020-13-45', 'yesterday', 0, -8.64e15, '2024-02-30T00:00:00Z'],
    };
    return rng.pick(byType[base ?? ''] ?? [nastyJson(rng), 'NOT_A_VALUE', [], null, { [nastyString(rng).slice(0, 50)]: 1 }]);
  }

  /** One operation document (and variables) for a root field. */
  operation(rf: RootField, rng: Rng): { body: unknown; note: string } {
    const { field, operation } = rf;
    const sel = this.selection(field.type);
    const mode = rng.int(10);
    const alias = rng.chance(0.1) ? 'a: ' : '';
    if (mode < 4 || field.args.length === 0) {
      // Variables of the declared types, valid-ish or garbled one at a time.
      const garble = field.args.length && mode >= 2 ? rng.pick(field.args).name : '';
      const vars: Record<string, unknown> = {};
      for (const a of field.args) {
        if (a.name === garble) vars[a.name] = this.wrong(a.type, rng);
        else if (a.type.kind === 'NON_NULL' || rng.chance(0.6)) vars[a.name] = this.valid(a.type, a.name, rng);
      }
      const decl = field.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
      const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const doc = `${operation} F${decl ? `(${decl})` : ''} { ${alias}${field.name}${call ? `(${call})` : ''} ${sel} }`;
      return { body: { query: doc, variables: vars, operationName: rng.chance(0.8) ? 'F' : undefined }, note: `${garble ? `variable ${garble} garbled` : 'variables valid-ish'}: ${JSON.stringify(vars).slice(0, 200)}` };
    }
    if (mode < 6) {
      // Variables declared with the wrong type, or missing.
      const a = rng.pick(field.args);
      const wrongType = rng.pick(['String', 'Int', 'Boolean', '[String]', 'ID!', 'Nope', 'LoginInput']);
      const doc = `${operation} F($v: ${wrongType}) { ${field.name}(${a.name}: $v) ${sel} }`;
      return { body: { query: doc, variables: rng.chance(0.5) ? { v: this.wrong(a.type, rng) } : rng.pick([{}, null, 'v', [1]]) }, note: `$v: ${wrongType} for ${a.name}` };
    }
    // Literals in the document: valid-ish, garbled, missing or unknown arguments.
    const args = field.args
      .filter((a) => !(mode === 6 && a.type.kind === 'NON_NULL' && rng.chance(0.5)))
      .map((a) => `${a.name}: ${literal(mode >= 8 && rng.chance(0.5) ? this.wrong(a.type, rng) : this.valid(a.type, a.name, rng), this.isEnum(a.type))}`);
    if (mode === 9 && rng.chance(0.5)) args.push(`unknownArg: ${literal(nastyString(rng), false)}`);
    const doc = `${operation} { ${alias}${field.name}${args.length ? `(${args.join(', ')})` : ''} ${sel} }`;
    return { body: { query: doc }, note: `literal arguments (${['', '', '', '', '', '', 'some missing', 'valid-ish', 'garbled', 'garbled, unknown argument'][mode]})` };
  }

  private isEnum(t: TypeRef): boolean {
    return this.types.get(named(t).name!)?.kind === 'ENUM';
  }
}

/** A JS value as a GraphQL literal (enum values bare when `asEnum`). */
export function literal(v: unknown, asEnum: boolean): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return asEnum && /^[A-Za-z_]\w*$/.test(v) ? v : JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '0';
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map((x) => literal(x, asEnum)).join(', ')}]`;
  const entries = Object.entries(v as Record<string, unknown>).filter(([k]) => /^[A-Za-z_]\w*$/.test(k));
  return `{${entries.map(([k, x]) => `${k}: ${literal(x, false)}`).join(', ')}}`;
}

/** Malformed or abusive GraphQL envelopes: one request each. */
export function graphqlEnvelopes(rng: Rng): { body: string; headers: Record<string, string>; method?: string; url?: string; note: string }[] {
  const json = (v: unknown) => JSON.stringify(v);
  const H = JSON_HEADERS;
  const inline = (n: number) => `{ ${'... on Query { '.repeat(n)}__typename${' }'.repeat(n)} }`;
  const deepSel = (n: number) => `{ me { ${'a { '.repeat(n)}b${' }'.repeat(n)} } }`;
  return [
    { body: '{"query":', headers: H, note: 'truncated JSON' },
    { body: 'not json', headers: H, note: 'not JSON' },
    { body: '', headers: H, note: 'empty body' },
    { body: json({}), headers: H, note: 'no query' },
    { body: json({ query: 1 }), headers: H, note: 'query is a number' },
    { body: json({ query: null }), headers: H, note: 'query null' },
    { body: json({ query: '{ health { status } }', variables: 'x' }), headers: H, note: 'variables a string' },
    { body: json({ query: '{ health { status } }', variables: [1] }), headers: H, note: 'variables an array' },
    { body: json({ query: '{ health { status } }', operationName: 5 }), headers: H, note: 'operationName a number' },
    { body: json({ query: '{ health { status } }', extensions: 'x' }), headers: H, note: 'extensions a string' },
    { body: json({ query: 'query A { health { status } } query B { logoUrl { logoUrl } }' }), headers: H, note: 'two operations, no operationName' },
    { body: json({ query: 'query A { health { status } } query B { logoUrl { logoUrl } }', operationName: 'C' }), headers: H, note: 'operationName not in the document' },
    { body: json({ query: 'query A { health { status } } query A { me { id } }', operationName: 'A' }), headers: H, note: 'two operations of one name' },
    { body: json({ query: '{ health { status } } mutation { logout { message } }' }), headers: H, note: 'anonymous query and a mutation' },
    { body: json({ query: inline(rng.pick([50, 300, 2000])) }), headers: H, note: 'inline fragments nested deep' },
    { body: json({ query: deepSel(rng.pick([30, 200])) }), headers: H, note: 'selection nested deep' },
    { body: json({ query: `{ ${Array.from({ length: rng.pick([200, 1000, 5000]) }, (_, i) => `a${i}: __typename`).join(' ')} }` }), headers: H, note: 'many aliases of __typename' },
    { body: json({ query: `{ ${Array.from({ length: 300 }, (_, i) => `h${i}: health { status }`).join(' ')} }` }), headers: H, note: '300 aliases of health' },
    { body: json({ query: `{ ${Array.from({ length: 50 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }` }), headers: H, note: '50 aliased __schema' },
    { body: json({ query: 'fragment F on Query { ...G } fragment G on Query { ...F } { ...F }' }), headers: H, note: 'fragment cycle' },
    { body: json({ query: `{ ${Array.from({ length: 2000 }, () => 'health { status }').join(' ')} }` }), headers: H, note: '2,000 repeated fields' },
    { body: json({ query: `query Q(${Array.from({ length: 500 }, (_, i) => `$v${i}: Int`).join(', ')}) { __typename }` }), headers: H, note: '500 unused variables' },
    { body: json({ query: '{ __typename @skip(if: true) @skip(if: false) @include(if: "x") }' }), headers: H, note: 'bad directives' },
    { body: json({ query: '{ "\\ud800" }' }), headers: H, note: 'lone surrogate escape' },
    { body: json({ query: '{ health { status } }\u0000' }), headers: H, note: 'NUL in the document' },
    { body: json({ query: `{ ${'x'.repeat(120_000)} }` }), headers: H, note: 'document over the body limit' },
    { body: json([{ query: '{ health { status } }' }, { query: '{ me { id } }' }]), headers: H, note: 'batched array' },
    { body: json({ query: 'subscription { healthUpdated { status } }' }), headers: H, note: 'subscription over HTTP' },
    { body: json({ query: 'subscription { reportProgress(tempId: "x") { event } }' }), headers: H, note: 'subscription with an argument over HTTP' },
    { body: '{ health { status } }', headers: { 'content-type': 'application/graphql' }, note: 'application/graphql' },
    { body: json({ query: '{ health { status } }' }), headers: { 'content-type': 'text/plain' }, note: 'text/plain (CSRF prevention)' },
    { body: 'query=%7B__typename%7D', headers: { 'content-type': 'application/x-www-form-urlencoded' }, note: 'form body' },
    { body: json({ query: '{ __typename }' }), headers: { 'content-type': 'application/json; charset=utf-16' }, note: 'odd charset' },
    { body: '', headers: { 'apollo-require-preflight': 'true' }, method: 'GET', url: `/graphql?query=${pct('mutation { logout { message } }')}`, note: 'GET mutation' },
    { body: '', headers: { 'apollo-require-preflight': 'true' }, method: 'GET', url: `/graphql?query=${pct('{ health { status } }')}&variables=${pct('{bad')}`, note: 'GET with broken variables' },
    { body: '', headers: {}, method: 'GET', url: '/graphql?query=%7B__typename%7D', note: 'GET without the preflight header' },
    { body: '', headers: { 'apollo-require-preflight': 'true' }, method: 'GET', url: `/graphql?query=${pct('{ a'.repeat(1000))}`, note: 'GET broken long query' },
    { body: '', headers: {}, method: 'PUT', url: '/graphql', note: 'PUT' },
    { body: '', headers: {}, method: 'DELETE', url: '/graphql', note: 'DELETE' },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and recording

export interface FuzzResult {
  /** HTTP status, or 0 when no answer came (timeout, reset). */
  status: number;
  body: string;
  error?: string;
  /** Sent again after a reset of a reused keep-alive socket. */
  retried?: boolean;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Sends the request verbatim (no URL normalisation, any body and header); an event stream is cut after its headers. */
export function send(base: string, req: FuzzRequest, extraHeaders: Record<string, string>, timeoutMs = 30_000, retried = false): Promise<FuzzResult> {
  const url = new URL(base);
  return new Promise<FuzzResult>((done) => {
    const headers: Record<string, string | number> = { ...extraHeaders, ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    let r: http.ClientRequest;
    try {
      r = http.request({ host: url.hostname, port: url.port, method: req.method, path: req.url, headers, agent: keepAlive, timeout: timeoutMs }, (res) => {
        if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          res.destroy();
          return done({ status: res.statusCode ?? 0, body: '<event stream>' });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 64 * 1024) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), error: e.message }));
      });
    } catch (e) {
      // Node refuses to send some paths or headers at all: that is a client-side limit, not a server answer.
      return done({ status: -1, body: '', error: (e as Error).message });
    }
    r.on('timeout', () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    r.on('error', (e: NodeJS.ErrnoException) => {
      // The keep-alive race: the server closed an idle socket as this request went out on it. Node's advice is to
      // send again; a reset on a fresh socket is an answer that never came, and counts.
      if (r.reusedSocket && e.code === 'ECONNRESET' && !retried) return done(send(base, req, extraHeaders, timeoutMs, true).then((x) => ({ ...x, retried: true })));
      done({ status: 0, body: '', error: e.message });
    });
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** Whether a GraphQL answer carries an internal error (a 5xx in disguise: GraphQL may answer it with 200). */
export function internalGraphqlError(body: string): boolean {
  return /"code"\s*:\s*"(INTERNAL|INTERNAL_SERVER_ERROR)"/.test(body);
}

export interface Failure {
  who: string;
  req: FuzzRequest;
  res: FuzzResult;
}

export class Recorder {
  readonly statuses = new Map<string, number>();
  readonly failures: Failure[] = [];
  total = 0;
  retried = 0;

  record(who: string, req: FuzzRequest, res: FuzzResult) {
    this.total++;
    if (res.retried) this.retried++;
    const key = res.status === 0 ? 'no answer' : res.status === -1 ? 'not sent' : String(res.status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (res.status >= 500 || res.status === 0 || internalGraphqlError(res.body)) this.failures.push({ who, req, res });
  }

  /** `fuzz: 3,012 requests; 200: 1,204, 400: 1,100, …` */
  histogram(): string {
    const n = (x: number) => x.toLocaleString('en-US');
    const parts = [...this.statuses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${n(v)}`);
    return `fuzz: ${n(this.total)} requests; ${parts.join(', ')}${this.retried ? ` (${n(this.retried)} sent twice after a keep-alive reset)` : ''}`;
  }

  /** The failures grouped by route: a developer's list, truncated. */
  failureReport(limitPerRoute = 5): string {
    const byRoute = new Map<string, Failure[]>();
    for (const f of this.failures) byRoute.set(f.req.route, [...(byRoute.get(f.req.route) ?? []), f]);
    const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
    const lines: string[] = [`${this.failures.length} server errors on ${byRoute.size} routes:`];
    for (const [route, list] of byRoute) {
      lines.push(`\n${route}: ${list.length}`);
      for (const f of list.slice(0, limitPerRoute)) {
        const body = f.req.body === undefined ? '' : typeof f.req.body === 'string' ? f.req.body : `<${f.req.body.length} bytes> ${f.req.body.subarray(0, 120).toString('latin1')}`;
        lines.push(
          `  [${f.who}] ${f.req.method} ${cut(f.req.url, 160)} → ${f.res.status || f.res.error}`,
          `    ${cut(f.req.note, 200)}`,
          `    request: ${cut(JSON.stringify(body), 300)}`,
          `    response: ${cut(f.res.body || f.res.error || '', 300)}`,
        );
      }
      if (list.length > limitPerRoute) lines.push(`  … and ${list.length - limitPerRoute} more`);
    }
    return lines.join('\n');
  }
}

/** Runs `jobs` with at most `concurrency` in flight. */
export async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}
