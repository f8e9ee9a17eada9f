// The portal's build served as the production config in deploy/ does: precompressed brotli/gzip,
// hashed assets cached for a year, HTML revalidated, prerendered pages per public route, SPA
// fallback, and the API proxied on the same origin (no CORS preflight on the login path).
import { createServer, request as httpRequest } from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, createGzip, gzipSync } from 'node:zlib';
import sirv from 'sirv';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/** Writes `.gz` (level 9) and `.br` (quality 11) next to every compressible file of `dir`. */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const bytes = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    count += 1;
  }
  return count;
}

/** Paths the production server forwards to the API (candidate-service and the identity provider). */
export const API_PREFIXES = ['/api/', '/realms/'];

/**
 * Counts what the server really sends: every request that reaches it (the page's, and a service
 * worker's background downloads alike) with the bytes of its body as sent (brotli when asked).
 */
function logResponse(req, res, log) {
  const entry = { method: req.method, path: req.url ?? '', status: 0, bytes: 0, encoding: 'identity' };
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((arg) => arg && typeof arg === 'object') ?? {};
    if (headers['content-encoding']) entry.encoding = String(headers['content-encoding']);
    return writeHead(status, ...rest);
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const count = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function')
      entry.bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? encoding : undefined);
  };
  res.write = (chunk, encoding, callback) => {
    count(chunk, encoding);
    return write(chunk, encoding, callback);
  };
  res.end = (chunk, encoding, callback) => {
    count(chunk, encoding);
    return end(chunk, encoding, callback);
  };
  res.on('finish', () => {
    entry.status = res.statusCode;
    entry.encoding = String(res.getHeader('content-encoding') ?? entry.encoding);
    log.push(entry);
  });
}

/**
 * Serves `dir` on 127.0.0.1 (`port`, a free one by default) and proxies API_PREFIXES to `apiTarget`
 * when given. With `log` (an array), every answered request is pushed to it: `{ method, path, status,
 * bytes, encoding }`. Returns `{ url, close }`.
 */
export async function serveBuild(dir, { apiTarget, log, port: wanted = 0 } = {}) {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // /connexion is served from connexion.html (prerendered); any other path gets the app shell.
    extensions: ['html'],
    single: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const target = apiTarget ? new URL(apiTarget) : undefined;
  const server = createServer((req, res) => {
    if (log) logResponse(req, res, log);
    if (target && API_PREFIXES.some((prefix) => req.url?.startsWith(prefix))) {
      const upstream = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          // The browser's Host goes on: a DPoP proof names the URL the browser called (htu), which
          // the identity provider and candidate-service rebuild from it (nginx: X-Forwarded-Host).
          headers: req.headers,
          // A connection of its own per call (loopback: cheap), so that a kept-alive one the upstream
          // closes as it goes idle is never reused by a call that would then fail for that alone.
          agent: false,
        },
        (answer) => {
          answer.on('aborted', () => res.destroy());
          answer.on('error', () => res.destroy());
          // As deploy/nginx.conf (`gzip on`, level 5, application/json): API answers go compressed.
          const type = String(answer.headers['content-type'] ?? '');
          const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
          if (accepts && /application\/json/.test(type) && !answer.headers['content-encoding']) {
            const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
            delete headers['content-length'];
            res.writeHead(answer.statusCode ?? 502, headers);
            answer.pipe(createGzip({ level: 5 })).pipe(res);
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      // A connection the upstream drops is dropped for the browser too (a network error, as the
      // browser would meet it calling the upstream itself: the e2e faults rely on it), and a call the
      // browser gives up (its time limit) is given up upstream.
      upstream.on('error', () => res.destroy());
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
      return;
    }
    files(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
