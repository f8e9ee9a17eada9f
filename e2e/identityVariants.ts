// The identity provider's paths at the portal's origin (deploy/nginx.conf, deploy/README.md): one table of
// request paths, each sent byte for byte (no client normalises it) through Debian's nginx with the
// production config, and what nginx did with it read back from its upstream log (run.mjs): the
// status, whether the sign-in limit counted it, whether it reached the identity provider. Run in
// front of the sandbox (e2e/identity-nginx.spec.ts, project `nginx`) and in front of the real
// Keycloak (e2e/keycloak/proxy.spec.ts, project `keycloak`).
import { createServer, request as httpRequest, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { dpopProof, workerKey } from './dpopProof';

const REALM = '/realms/admission';
const OIDC = `${REALM}/protocol/openid-connect`;
export const CANONICAL = {
  token: `${OIDC}/token`,
  logout: `${OIDC}/logout`,
  revoke: `${OIDC}/revoke`,
  certs: `${OIDC}/certs`,
  discovery: `${REALM}/.well-known/openid-configuration`,
} as const;
type Endpoint = keyof typeof CANONICAL;

/**
 * What nginx must do with a path: forward it to the identity provider at one canonical path
 * (`endpoint`), under the sign-in limit when it is the token endpoint; or answer 404 itself.
 */
export interface Variant {
  method: 'GET' | 'POST';
  path: string;
  /** The allowed endpoint this path is, once nginx has normalised it; none: 404 at nginx. */
  endpoint?: Endpoint;
}

export const VARIANTS: Variant[] = [
  { method: 'POST', path: CANONICAL.token, endpoint: 'token' },
  { method: 'POST', path: `${OIDC}/token/` },
  { method: 'POST', path: `${OIDC}/token/.` },
  { method: 'POST', path: `${OIDC}/token//` },
  { method: 'POST', path: `${OIDC}/token%2F` },
  { method: 'POST', path: `${OIDC}/Token` },
  { method: 'POST', path: `${OIDC}/TOKEN` },
  { method: 'POST', path: `${OIDC}/token;x=y` },
  { method: 'POST', path: `${OIDC}/token%20` },
  { method: 'POST', path: `${OIDC}/token/introspect` },
  { method: 'POST', path: `${OIDC}//token`, endpoint: 'token' },
  { method: 'POST', path: `//realms/admission/protocol/openid-connect/token`, endpoint: 'token' },
  { method: 'POST', path: `${OIDC}/%74oken`, endpoint: 'token' },
  { method: 'POST', path: `${REALM}/protocol/openid-connect%2Ftoken`, endpoint: 'token' },
  { method: 'POST', path: `/realms/%61dmission/protocol/openid-connect/token`, endpoint: 'token' },
  { method: 'POST', path: `${OIDC}/./token`, endpoint: 'token' },
  { method: 'POST', path: `${OIDC}/x/../token`, endpoint: 'token' },
  { method: 'POST', path: `${OIDC}/token?x=1`, endpoint: 'token' },
  { method: 'POST', path: `/realms/Admission/protocol/openid-connect/token` },
  { method: 'POST', path: `/REALMS/admission/protocol/openid-connect/token` },
  { method: 'POST', path: `/realms/master/protocol/openid-connect/token` },
  { method: 'POST', path: CANONICAL.logout, endpoint: 'logout' },
  { method: 'POST', path: `${OIDC}/logout/` },
  { method: 'POST', path: `${OIDC}/%6Cogout`, endpoint: 'logout' },
  { method: 'GET', path: CANONICAL.certs, endpoint: 'certs' },
  { method: 'GET', path: `${OIDC}/certs/` },
  { method: 'GET', path: CANONICAL.discovery, endpoint: 'discovery' },
  { method: 'GET', path: `${REALM}/.well-known/openid-configuration/` },
  { method: 'GET', path: `${REALM}/.well-known/openid-configuration?x=1`, endpoint: 'discovery' },
  { method: 'GET', path: `${OIDC}/userinfo` },
  { method: 'POST', path: CANONICAL.revoke, endpoint: 'revoke' },
  { method: 'POST', path: `${OIDC}/revoke/` },
  { method: 'GET', path: `${OIDC}/auth?client_id=auth-service&response_type=code` },
  { method: 'GET', path: REALM },
  { method: 'GET', path: `${REALM}/account` },
  { method: 'GET', path: '/realms/master/.well-known/openid-configuration' },
  { method: 'GET', path: '/realms/master/protocol/openid-connect/certs' },
  { method: 'GET', path: '/admin' },
  { method: 'GET', path: '/admin/' },
  { method: 'GET', path: '/admin/master/console/' },
  { method: 'GET', path: '/Admin/' },
];

/**
 * A password grant that no account matches: processed (401) where it arrives, counting nothing. It
 * carries a DPoP proof for the token endpoint's public URL, as the realm requires one for the portal's
 * client (checked before the password): nginx hands every spelling on at that canonical path.
 */
const GRANT = 'grant_type=password&client_id=auth-service&username=personne%40example.org&password=x';

/** Adds `probe=id` to the query, so the request's line is found in nginx's upstream log. */
function tagged(path: string, id: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}probe=${id}`;
}

export interface Answer {
  status: number;
  body: string;
}

/** Sends the request with its path exactly as written, over HTTPS to 127.0.0.1:port. */
export function sendRaw(
  port: number,
  method: string,
  path: string,
  body = '',
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        rejectUnauthorized: false,
        headers: {
          ...(body
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
          ...extraHeaders,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface Outcome {
  variant: Variant;
  status: number;
  /** The sign-in or refresh limit counted the request (PASSED, REJECTED). */
  limit: string;
  /** The identity provider's address, or `-`. */
  upstream: string;
  body: string;
}

/** The line of nginx's upstream log (scripts/nginx/run.mjs) whose request carries `probe=id`. */
async function logLine(prefix: string, id: string): Promise<string> {
  const log = join(prefix, 'logs', 'upstream.log');
  let line: string | undefined;
  // nginx logs a request once it has answered it: the line may come a moment after the answer.
  await expect
    .poll(
      () => {
        line = existsSync(log)
          ? readFileSync(log, 'utf8')
              .split('\n')
              .find((entry) => entry.includes(`probe=${id} `))
          : undefined;
        return Boolean(line);
      },
      { message: `nginx's upstream log has probe=${id}`, timeout: 5_000 },
    )
    .toBe(true);
  return line ?? '';
}

/** Sends every variant through nginx on `port` and reads what nginx did with it. */
export async function runVariants(port: number, prefix: string, variants = VARIANTS): Promise<Outcome[]> {
  const run = Date.now().toString(36);
  const outcomes: Outcome[] = [];
  for (const [index, variant] of variants.entries()) {
    const id = `${run}-${index}`;
    const answer = await sendRaw(
      port,
      variant.method,
      tagged(variant.path, id),
      variant.method === 'POST' ? GRANT : '',
      variant.method === 'POST'
        ? { DPoP: dpopProof(workerKey, 'POST', `https://127.0.0.1:${port}${CANONICAL.token}`) }
        : {},
    );
    const line = await logLine(prefix, id);
    outcomes.push({
      variant,
      status: answer.status,
      limit: /limit=(\S+)/.exec(line)?.[1] ?? '?',
      upstream: /upstream=(\S+)/.exec(line)?.[1] ?? '?',
      body: answer.body,
    });
  }
  return outcomes;
}

/** The table as the report prints it. */
export function formatOutcomes(outcomes: Outcome[], upstreamPaths?: (string | undefined)[]): string {
  return outcomes
    .map(
      (o, index) =>
        `${o.variant.method.padEnd(4)} ${o.variant.path.padEnd(70)} ${o.status} limit=${o.limit.padEnd(8)} upstream=${o.upstream === '-' ? 'no' : 'yes'}${upstreamPaths ? ` ${upstreamPaths[index] ?? ''}` : ''}`,
    )
    .join('\n');
}

/**
 * The allow-list's rules, for every variant: a path of an allowed endpoint reaches the identity
 * provider (the token endpoint's under the sign-in limit, the logout's and the revocation's under
 * the refreshes'); any other is answered 404 by nginx and reaches nothing.
 */
export function expectAllowList(outcomes: Outcome[]) {
  const wrong = outcomes.flatMap((o) => {
    const { endpoint, method, path } = o.variant;
    const counted = o.limit === 'PASSED' || o.limit === 'REJECTED';
    const reached = o.upstream !== '-';
    const problems: string[] = [];
    if (!endpoint) {
      if (o.status !== 404) problems.push(`status ${o.status}, not 404`);
      if (reached) problems.push('reached the identity provider');
    } else if (endpoint === 'token' || endpoint === 'logout' || endpoint === 'revoke') {
      if (!counted) problems.push(`not counted by the limit (${o.limit})`);
      if (reached !== (o.limit === 'PASSED')) problems.push(`limit ${o.limit} but upstream ${o.upstream}`);
      if (endpoint === 'token' && o.limit === 'PASSED' && o.status !== 401)
        problems.push(`status ${o.status}: the grant was not processed`);
    } else {
      if (!reached || o.status !== 200) problems.push(`status ${o.status}, upstream ${o.upstream}`);
    }
    return problems.map((problem) => `${method} ${path}: ${problem}`);
  });
  expect(wrong).toEqual([]);
}

/**
 * An HTTP server that records the request line of everything it is sent and passes it on to
 * `target` (host:port) unchanged: put between nginx and Keycloak, it shows the path Keycloak got.
 */
export async function startRecorder(target: string): Promise<{
  address: string;
  received: string[];
  close: () => Promise<void>;
}> {
  const [host = '127.0.0.1', port = '80'] = target.split(':');
  const received: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    received.push(`${incoming.method} ${incoming.url}`);
    const forward = httpRequest(
      { host, port: Number(port), method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${listening}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
