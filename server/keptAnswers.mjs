// @ts-check
/**
 * Kept pages answered in front of Next (ADR 0056). A shop page is rendered once per host, colour
 * scheme and locale and kept by Next (ADR 0029), yet every request for it still paid Next's routing
 * (its rewrites, headers and `has` conditions) and the encoding of the page's string, and a gzip of
 * it for a browser: about five times the CPU of a static file. What Next answers from its kept
 * pages is the same for every request that its routing cannot tell apart, so that answer is kept
 * here, as bytes, for a few seconds, and given to the next such request without reaching Next.
 *
 * Only what Next says is shared is kept: a 200 from its kept pages (`x-nextjs-cache`) whose
 * Cache-Control allows a shared cache (`s-maxage`, not private, no-store or no-cache) and that sets
 * no cookie. A customer's own page (private, no-store), an API answer and a redirect always go to
 * Next.
 */

/** How long an answer is kept at most (KEPT_ANSWERS_MS); never longer than its own `s-maxage`. */
export const KEEP_MS = 5_000;

/**
 * The keep time an operator set in KEPT_ANSWERS_MS: a whole number of milliseconds, 0 for none.
 * @param {string | undefined} value
 * @returns {number}
 */
export function keepMsOf(value) {
  if (value === undefined || value === '') return KEEP_MS;
  if (!/^\d+$/.test(value))
    throw new Error(`KEPT_ANSWERS_MS must be a whole number of milliseconds, not "${value}"`);
  return Number(value);
}
/** Memory for all kept answers; the oldest go first. */
export const MAX_BYTES = 64 * 1024 * 1024;
/** An answer larger than this is not kept. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** Where the running server puts its kept answers, so the tenant watcher's revalidation forgets them. */
export const KEPT_ANSWERS_GLOBAL = Symbol.for('storefront.keptAnswers');

/** Headers Node writes for every answer itself, and the length, which the kept bytes give. */
const WIRE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * A request Next renders again or answers in preview whatever it keeps: its on-demand revalidation
 * (`x-prerender-revalidate`) and the preview cookies.
 */
const BYPASS_HEADER = 'x-prerender-revalidate';
const BYPASS_COOKIES = ['__prerender_bypass', '__next_preview_data'];

/**
 * What Next's routing reads of a request beyond its method, path and host: the headers and
 * cookies that the conditions (`has`, `missing`) of its redirects, rewrites and headers name.
 * @param {{ redirects?: unknown[], headers?: unknown[], rewrites?: unknown }} manifest
 *   `.next/routes-manifest.json`
 * @returns {{ headers: string[], cookies: string[] }}
 */
export function routingInputs(manifest) {
  const rewrites = manifest.rewrites;
  const rules = [
    ...(manifest.redirects ?? []),
    ...(manifest.headers ?? []),
    ...(Array.isArray(rewrites)
      ? rewrites
      : Object.values(/** @type {Record<string, unknown[]>} */ (rewrites ?? {})).flat()),
  ];
  const headers = new Set();
  const cookies = new Set();
  for (const rule of /** @type {{ has?: Condition[], missing?: Condition[] }[]} */ (rules))
    for (const condition of [...(rule.has ?? []), ...(rule.missing ?? [])]) {
      if (condition.type === 'header' && condition.key) headers.add(condition.key.toLowerCase());
      if (condition.type === 'cookie' && condition.key) cookies.add(condition.key);
    }
  headers.delete('host');
  return { headers: [...headers].sort(), cookies: [...cookies].sort() };
}

/** @typedef {{ type: string, key?: string }} Condition */
/**
 * @typedef {object} Kept
 * @property {number} status
 * @property {Record<string, string | number | string[]>} headers
 * @property {Buffer} body
 * @property {number} at when it was kept
 * @property {number} until
 */

/** @param {string | undefined} header @param {string} name */
function cookieOf(header, name) {
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return '';
}

/** @param {import('node:http').OutgoingHttpHeaders} headers @param {number} now */
function keptFor(headers, now) {
  const control = String(headers['cache-control'] ?? '');
  if (/\b(?:private|no-store|no-cache)\b/i.test(control)) return null;
  const shared = /\bs-maxage=(\d+)/i.exec(control);
  if (!shared || headers['set-cookie'] !== undefined || headers['x-nextjs-cache'] === undefined) return null;
  return Number(shared[1]) * 1000 + now;
}

/**
 * @param {object} options
 * @param {string[]} options.headers request headers the key holds (besides host and accept-encoding)
 * @param {string[]} options.cookies cookies the key holds
 * @param {number} [options.keepMs]
 * @param {number} [options.maxBytes]
 * @param {() => number} [options.now]
 */
export function createKeptAnswers({
  headers,
  cookies,
  keepMs = KEEP_MS,
  maxBytes = MAX_BYTES,
  now = Date.now,
}) {
  /** @type {Map<string, Kept>} */
  const kept = new Map();
  let bytes = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = kept.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    kept.delete(key);
  }

  /** @param {string} key @param {Kept} entry */
  function keep(key, entry) {
    drop(key);
    kept.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * What tells one answer from another for Next's routing, or null for a request never kept.
   * @param {import('node:http').IncomingMessage} req
   */
  function keyOf(req) {
    if (req.method !== 'GET' || req.headers[BYPASS_HEADER] !== undefined) return null;
    const cookie = req.headers.cookie;
    if (BYPASS_COOKIES.some((name) => cookieOf(cookie, name) !== '')) return null;
    return [
      req.url,
      req.headers.host ?? '',
      req.headers['accept-encoding'] ?? '',
      ...headers.map((name) => String(req.headers[name] ?? '')),
      ...cookies.map((name) => cookieOf(cookie, name)),
    ].join('\n');
  }

  /**
   * Notes what Next writes to `res` and keeps it under `key` when it may be shared.
   * @param {string} key @param {import('node:http').ServerResponse} res
   */
  function record(key, res) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let keepable = true;
    let decided = false;
    /** @param {unknown} chunk @param {unknown} encoding */
    const note = (chunk, encoding) => {
      if (!keepable || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      // The headers are final once a body is written: an answer that will not be kept (a static
      // file, an API answer) is not copied on its way out.
      if (!decided) {
        decided = true;
        keepable = res.statusCode === 200 && keptFor(res.getHeaders(), now()) !== null;
        if (!keepable) return;
      }
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > MAX_ANSWER_BYTES) keepable = false;
      else chunks.push(buffer);
    };
    // getHeaders() at the end holds every header, those handed to writeHead too (Node merges them
    // into the ones set before; Next always sets some first).
    const { write, end } = res;
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ done) {
        note(chunk, encoding);
        return write.call(
          res,
          chunk,
          /** @type {BufferEncoding} */ (encoding),
          /** @type {() => void} */ (done),
        );
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ done) {
        note(chunk, encoding);
        const ended = end.call(
          res,
          chunk,
          /** @type {BufferEncoding} */ (encoding),
          /** @type {() => void} */ (done),
        );
        const at = now();
        const headersOut = res.getHeaders();
        const until = res.statusCode === 200 && keepable ? keptFor(headersOut, at) : null;
        if (until !== null) {
          /** @type {Record<string, string | number | string[]>} */
          const stored = {};
          for (const [name, value] of Object.entries(headersOut))
            if (value !== undefined && !WIRE_HEADERS.has(name)) stored[name] = value;
          keep(key, {
            status: 200,
            headers: stored,
            body: Buffer.concat(chunks),
            at,
            until: Math.min(until, at + keepMs),
          });
        }
        return ended;
      }
    );
  }

  return {
    /**
     * Answers `req` from what is kept, else hands it to `next` and keeps Next's answer when it may
     * be shared.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => unknown} next
     */
    serve(req, res, next) {
      const key = keepMs > 0 ? keyOf(req) : null;
      if (key === null) return next();
      const entry = kept.get(key);
      const at = now();
      if (entry && entry.until > at) {
        res.writeHead(entry.status, {
          ...entry.headers,
          age: String(Math.floor((at - entry.at) / 1000)),
          'content-length': entry.body.length,
        });
        res.end(entry.body);
        return undefined;
      }
      if (entry) drop(key);
      record(key, res);
      return next();
    },
    /** Forgets every kept answer: a tenant changed (ADR 0029's revalidation). */
    forget() {
      kept.clear();
      bytes = 0;
    },
    /** How many answers and bytes are kept. */
    get size() {
      return { answers: kept.size, bytes };
    },
  };
}
