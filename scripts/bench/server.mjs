// The portal's build served as the production config in deploy/ does: precompressed brotli/gzip,
// hashed assets cached for a year, HTML revalidated, prerendered pages per public route, SPA
// fallback, and the API proxied on the same origin (no CORS preflight on the login path).
import { createServer, request as httpRequest } from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
 * Serves `dir` on 127.0.0.1 (a free port) and proxies API_PREFIXES to `apiTarget` when given.
 * Returns `{ url, close }`.
 */
export async function serveBuild(dir, { apiTarget } = {}) {
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
    if (target && API_PREFIXES.some((prefix) => req.url?.startsWith(prefix))) {
      const upstream = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      req.pipe(upstream);
      return;
    }
    files(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
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
