import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** Response headers by lower-case name; Set-Cookie (and any appended header) as a list. */
export type HeaderRecord = Record<string, string | string[]>;

/** What a body encoder (http/compression.ts) made of a string body: the body to send, its
 * Content-Encoding if it has one, and whether nothing is left for a later middleware to encode. */
export type EncodedBody = { body: string | Uint8Array<ArrayBuffer>; encoding?: string; settled: boolean };
export type BodyEncoder = (text: string) => EncodedBody;

export type ResponseState = {
  headers: HeaderRecord;
  status: number | undefined;
  encode: BodyEncoder | undefined;
  /** The last response built from the record, and whether its encoding is final. */
  built: Response | undefined;
  settled: boolean;
  /** What building it added to the record, to undo if another response is built. */
  undo: Undo;
  /** Hono's own, for a header set on a finished response and for what is not built here. */
  hono: Pick<Context<AppEnv>, 'header' | 'status' | 'html'>;
};

type Arg = number | ResponseInit | undefined;
type ExtraHeaders = Record<string, string | string[] | undefined> | undefined;
type Data = string | ArrayBuffer | Uint8Array<ArrayBuffer> | ReadableStream | null | undefined;

const TEXT = 'text/plain; charset=UTF-8';

/**
 * The headers every response carries (the request id, the security headers, Vary, Cache-Control)
 * kept as one plain record per request, and the response built with that record as its headers
 * (issue 13, decision 026). Hono keeps headers set before the handler in a web `Headers`, merges
 * the handler's own into it one by one, and @hono/node-server then turns that `Headers` back into
 * a record for Node: for a small JSON response that was about a tenth of the server's CPU. With a
 * plain record, @hono/node-server hands it to `writeHead` as it is.
 *
 * Installed first: from then on `c.header()` before the response writes to the record, and
 * `c.body`, `c.json`, `c.html` (of a string), `c.text`, `c.newResponse` and `c.redirect` build
 * their response from it. A response made any other way (better-auth's, a rendered JSX promise)
 * gets each header of the record it does not already have, after the handler, as before.
 * A middleware after `next()` reads `c.res.headers` only when it must: that turns the plain
 * record into a `Headers` again (see `isBuiltFromRecord`).
 */
export function responseHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const state: ResponseState = {
      headers: {},
      status: undefined,
      encode: undefined,
      built: undefined,
      settled: false,
      undo: [],
      hono: { header: c.header, status: c.status, html: c.html },
    };
    c.set('responseState', state);
    // Shared functions that find the request's state through `this` (the context they are
    // called on, as Hono and its helpers call them): nothing is allocated per request for them.
    c.header = header as typeof c.header;
    c.status = status as typeof c.status;
    c.body = body as typeof c.body;
    c.newResponse = body as typeof c.newResponse;
    c.text = text as typeof c.text;
    c.json = json as typeof c.json;
    c.html = html as typeof c.html;
    await next();
    if (c.res !== state.built) addMissing(c.res.headers, state.headers);
  };
}

type Ctx = Context<AppEnv>;

function header(this: Ctx, name: string, value?: string, options?: { append?: boolean }) {
  const state = this.get('responseState');
  if (this.finalized) return state.hono.header(name, value, options);
  setHeader(state.headers, name, value, options?.append === true);
}

function status(this: Ctx, code: number) {
  const state = this.get('responseState');
  state.status = code;
  state.hono.status(code as never);
}

function body(this: Ctx, data: Data, arg?: Arg, headers?: ExtraHeaders) {
  return build(this.get('responseState'), data, arg, headers);
}

function text(this: Ctx, data: string, arg?: Arg, headers?: ExtraHeaders) {
  return build(this.get('responseState'), data, arg, headers, TEXT);
}

function json(this: Ctx, object: unknown, arg?: Arg, headers?: ExtraHeaders) {
  return build(this.get('responseState'), JSON.stringify(object) as string | undefined, arg, headers, 'application/json');
}

// A string is built here; anything else (a JSX promise) goes to Hono's own and gets the
// record's headers after the handler.
function html(this: Ctx, page: unknown, arg?: Arg, headers?: ExtraHeaders) {
  const state = this.get('responseState');
  if (typeof page !== 'string') return state.hono.html(page as never, arg as never, headers as never);
  return build(state, page, arg, headers, 'text/html; charset=UTF-8');
}

// Without responseHeaders() installed (an app of a single module's routes, in a test), the
// helpers below fall back to Hono's own headers and streaming compression.
const stateOf = (c: Context<AppEnv>): ResponseState | undefined => c.get('responseState');

/** Sets headers every response of this request carries, unless a later step sets its own;
 * their names in lower case. */
export function setResponseHeaders(c: Context<AppEnv>, headers: Readonly<Record<string, string>>): void {
  const record = stateOf(c)?.headers;
  if (record) Object.assign(record, headers);
  else for (const name in headers) c.header(name, headers[name]);
}

/** The value a header of this request's record has so far. */
export function responseHeader(c: Context<AppEnv>, name: string): string | string[] | undefined {
  return stateOf(c)?.headers[name.toLowerCase()];
}

/** String bodies are passed through `encode` before the response is built (compression). */
export function useBodyEncoder(c: Context<AppEnv>, encode: BodyEncoder): void {
  const state = stateOf(c);
  if (state) state.encode = encode;
}

/** Whether the response was built from the record with its encoding final: a later
 * middleware has nothing to add to it. */
export function isBuiltFromRecord(c: Context<AppEnv>): boolean {
  const state = stateOf(c);
  return state !== undefined && c.res === state.built && state.settled;
}

function setHeader(record: HeaderRecord, name: string, value: string | undefined, append: boolean) {
  const key = name.toLowerCase();
  if (value === undefined) {
    delete record[key];
    return;
  }
  const existing = record[key];
  if (!append || existing === undefined) record[key] = key === 'set-cookie' ? [value] : value;
  else if (Array.isArray(existing)) existing.push(value);
  else if (existing !== value) record[key] = [existing, value];
}

// `contentType` is the method's own (c.json's...); the handler's headers may replace it.
function build(state: ResponseState, data: Data, arg: Arg, extra: ExtraHeaders, contentType?: string): Response {
  // The record becomes the response's headers as it is (a copy of its 16 or so entries would
  // cost more than all the rest). A handler may build a response, drop it and build another
  // (an error after it): what the first build added is undone first.
  const headers = state.headers;
  for (const [key, previous] of state.undo.reverse()) restore(headers, key, previous);
  const undo: Undo = [];
  state.undo = undo;
  const status = typeof arg === 'number' ? arg : (arg?.status ?? state.status ?? 200);
  if (typeof arg === 'object' && arg.headers) {
    for (const [name, value] of new Headers(arg.headers)) {
      const existing = headers[name];
      put(headers, undo, name, name === 'set-cookie' ? [...(Array.isArray(existing) ? existing : []), value] : value);
    }
  }
  if (contentType) put(headers, undo, 'content-type', contentType);
  if (extra) for (const name in extra) put(headers, undo, name.toLowerCase(), extra[name]);
  let body = data ?? null;
  let settled = body === null || headers['content-encoding'] !== undefined;
  if (typeof body === 'string') {
    if (headers['content-type'] === undefined) put(headers, undo, 'content-type', TEXT);
    if (state.encode && !settled) {
      const encoded = state.encode(body);
      body = encoded.body;
      settled = encoded.settled;
      if (encoded.encoding) put(headers, undo, 'content-encoding', encoded.encoding);
    }
  }
  const response = new Response(body, { status, headers: asHeadersInit(headers) });
  state.built = response;
  state.settled = settled;
  return response;
}

type Undo = [key: string, previous: string | string[] | undefined][];

function put(headers: HeaderRecord, undo: Undo, key: string, value: string | string[] | undefined) {
  undo.push([key, headers[key]]);
  restore(headers, key, value);
}

function restore(headers: HeaderRecord, key: string, value: string | string[] | undefined) {
  if (value === undefined) delete headers[key];
  else headers[key] = value;
}

// A record of strings goes as it is; a header with several values (Set-Cookie) needs the list
// of pairs, which a record would join with commas once turned into a Headers.
function asHeadersInit(record: HeaderRecord): HeadersInit {
  let pairs: [string, string][] | undefined;
  for (const name in record) {
    if (Array.isArray(record[name])) {
      pairs = [];
      break;
    }
  }
  if (!pairs) return record as Record<string, string>;
  for (const name in record) for (const value of valuesOf(record[name]!)) pairs.push([name, value]);
  return pairs;
}

const valuesOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

function addMissing(target: Headers, record: HeaderRecord) {
  for (const name in record) {
    const values = valuesOf(record[name]!);
    if (name === 'set-cookie') {
      const present = new Set(target.getSetCookie());
      for (const cookie of values) if (!present.has(cookie)) target.append(name, cookie);
    } else if (!target.has(name)) {
      for (const value of values) target.append(name, value);
    }
  }
}
