// A stand-in for the few Keycloak endpoints the sandbox's Keycloak mode calls (JWKS, the client
// credentials grant, the admin REST API's users, logout and brute-force), on loopback, recording
// every call: the unit tests of Keycloak mode need no Java. The real Keycloak is exercised by
// e2e/keycloak/sandbox-mode.spec.ts.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_IDS } from '../src/seed';
import { DEV_AUTH_API_SECRET } from '../src/devSecret.mjs';

const REALM = 'admission';
const KID = 'fake-keycloak-key';

interface FakeUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  emailVerified: boolean;
  requiredActions: string[];
}

export interface FakeKeycloak {
  url: string;
  issuer: string;
  /** Every call, as `METHOD path`. */
  calls: string[];
  users: Map<string, FakeUser>;
  /** Client-credentials sign-ins so far. */
  signIns: () => number;
  /** Lifetime of the admin tokens it issues, in seconds. */
  tokenLifetime: number;
  /** Forgets every admin token issued (as a restarted Keycloak would): the next admin call gets 401. */
  revokeTokens: () => void;
  /** The answer of the next reset-password, once (e.g. a password policy refusal). */
  nextResetPassword: { status: 400 | 500; body: unknown } | undefined;
  /** The answer of the next logout, once. */
  nextLogout: { status: 500; body: unknown } | undefined;
  /** An access token as Keycloak signs it for the portal, with `claims` over the defaults. */
  accessToken: (claims?: JWTPayload, options?: { key?: CryptoKey; kid?: string }) => Promise<string>;
  close: () => Promise<void>;
}

export async function startFakeKeycloak(): Promise<FakeKeycloak> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const adminTokens = new Set<string>();
  let signIns = 0;
  // The admin client asks for collections with a trailing slash (`…/users/?email=…`).
  const app = new Hono({ strict: false });
  const fake = {
    url: '',
    issuer: '',
    calls: [] as string[],
    users: new Map<string, FakeUser>([
      [
        ACCOUNT_IDS.nonverifie,
        {
          id: ACCOUNT_IDS.nonverifie,
          username: 'candidat.nonverifie@example.org',
          email: 'candidat.nonverifie@example.org',
          firstName: 'Awa',
          emailVerified: false,
          requiredActions: ['VERIFY_EMAIL'],
        },
      ],
      [
        ACCOUNT_IDS.rejete,
        {
          id: ACCOUNT_IDS.rejete,
          username: 'candidat.rejete@example.org',
          email: 'candidat.rejete@example.org',
          firstName: 'Mariama',
          emailVerified: true,
          requiredActions: [],
        },
      ],
    ]),
    signIns: () => signIns,
    tokenLifetime: 300,
    revokeTokens: () => adminTokens.clear(),
    nextResetPassword: undefined as FakeKeycloak['nextResetPassword'],
    nextLogout: undefined as FakeKeycloak['nextLogout'],
    accessToken: async (claims: JWTPayload = {}, options: { key?: CryptoKey; kid?: string } = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        exp: now + 300,
        iat: now,
        iss: fake.issuer,
        aud: 'account',
        sub: ACCOUNT_IDS.soumis,
        typ: 'Bearer',
        azp: 'auth-service',
        realm_access: { roles: ['candidate', 'default-roles-admission'] },
        name: 'Aminata Diop',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: options.kid ?? KID })
        .sign(options.key ?? privateKey);
    },
    close: async (): Promise<void> => undefined,
  };

  app.use('*', async (c, next) => {
    fake.calls.push(`${c.req.method} ${c.req.path}`);
    return next();
  });
  const oidc = `/realms/${REALM}/protocol/openid-connect`;
  app.get(`${oidc}/certs`, (c) => c.json({ keys: [jwk] }));
  app.post(`${oidc}/token`, async (c) => {
    const form = new URLSearchParams(await c.req.text());
    if (
      form.get('grant_type') !== 'client_credentials' ||
      form.get('client_id') !== 'admission-auth-api' ||
      form.get('client_secret') !== DEV_AUTH_API_SECRET
    ) {
      return c.json(
        { error: 'unauthorized_client', error_description: 'Invalid client or Invalid client credentials' },
        401,
      );
    }
    signIns += 1;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ exp: now + fake.tokenLifetime, iat: now, jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .sign(privateKey);
    adminTokens.add(token);
    return c.json({ access_token: token, expires_in: fake.tokenLifetime, token_type: 'Bearer' });
  });

  const admin = new Hono({ strict: false });
  admin.use('*', async (c, next) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !adminTokens.has(token)) return c.body(null, 401);
    return next();
  });
  const notFound = { error: 'User not found' };
  admin.get('/users', (c) => {
    const email = c.req.query('email')?.toLowerCase();
    return c.json([...fake.users.values()].filter((user) => user.email === email));
  });
  admin.get('/users/:id', (c) => {
    const user = fake.users.get(c.req.param('id'));
    return user ? c.json(user) : c.json(notFound, 404);
  });
  admin.put('/users/:id', async (c) => {
    const user = fake.users.get(c.req.param('id'));
    if (!user) return c.json(notFound, 404);
    Object.assign(user, await c.req.json());
    return c.body(null, 204);
  });
  admin.put('/users/:id/reset-password', (c) => {
    if (!fake.users.has(c.req.param('id'))) return c.json(notFound, 404);
    const answer = fake.nextResetPassword;
    fake.nextResetPassword = undefined;
    if (answer) return c.json(answer.body as object, answer.status);
    return c.body(null, 204);
  });
  admin.post('/users/:id/logout', (c) => {
    const answer = fake.nextLogout;
    fake.nextLogout = undefined;
    if (answer) return c.json(answer.body as object, answer.status);
    return c.body(null, 204);
  });
  admin.delete('/attack-detection/brute-force/users/:id', (c) => c.body(null, 204));
  app.route(`/admin/realms/${REALM}`, admin);

  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      fake.url = `http://127.0.0.1:${info.port}`;
      fake.issuer = `${fake.url}/realms/${REALM}`;
      fake.close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          (server as Server).closeAllConnections?.();
        });
      resolve(fake);
    }) as Server;
  });
}

/** A loopback port nothing listens on (taken, then given back). */
export async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
