import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, CLIENT_ID, DEMO_PASSWORD, bearer, login, postJson, postToken } from './helpers';

let sandbox: RunningSandbox;
let clock = Date.now();
beforeAll(async () => {
  sandbox = await startSandbox(0, {
    now: () => clock,
    portalUrl: 'http://portail.test:5173',
    devRoutes: true,
  });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock = Date.now();
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

interface Mail {
  id: string;
  to: string;
  subject: string;
  kind: 'verify-email' | 'reset-password';
  link: string;
  sentAt: string;
}
const outbox = async () => (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as Mail[];
const verify = (userId: string, token: string) =>
  postJson(`${sandbox.url}/api/auth/users/${userId}/verify-email`, { token });
/** The account id and token of the last verification link mailed to this address. */
async function verificationLinkFor(email: string): Promise<{ userId: string; token: string }> {
  const mail = (await outbox()).filter((m) => m.kind === 'verify-email' && m.to === email).at(-1);
  const link = new URL(mail?.link ?? 'http://invalid/');
  return { userId: link.pathname.split('/').at(-1) ?? '', token: link.searchParams.get('token') ?? '' };
}
const requestReset = (email: string) => postJson(`${sandbox.url}/api/auth/reset-password/request`, { email });
const confirmReset = (token: string, newPassword: string) =>
  postJson(`${sandbox.url}/api/auth/reset-password/confirm`, { userId: token, newPassword });
const checkReset = (token: string) => postJson(`${sandbox.url}/api/auth/reset-password/check`, { token });

async function resetTokenFor(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const mail = (await outbox()).filter((m) => m.kind === 'reset-password' && m.to === email).at(-1);
  return new URL(mail?.link ?? '').searchParams.get('token') ?? '';
}

describe('outbox', () => {
  it('starts with the verification e-mail of the unverified account', async () => {
    const mails = await outbox();
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'candidat.nonverifie@example.org',
        kind: 'verify-email',
        link: expect.stringMatching(
          new RegExp(
            `^http://portail\\.test:5173/admission/verify-email/${ACCOUNT_IDS.nonverifie}\\?token=[\\w-]{43}$`,
          ),
        ),
      }),
    ]);
    expect(Number.isNaN(Date.parse(mails[0]?.sentAt ?? ''))).toBe(false);
  });

  it('shows the e-mails as an HTML page with clickable links, escaped', async () => {
    await requestReset('candidat.soumis@example.org');
    const response = await fetch(`${sandbox.url}/_outbox`);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(
      new RegExp(
        `<a href="http://portail\\.test:5173/admission/verify-email/${ACCOUNT_IDS.nonverifie}\\?token=[\\w-]+">`,
      ),
    );
    expect(html).toMatch(
      /<a href="http:\/\/portail\.test:5173\/admission\/reset-password\/confirm\?token=[\w-]+">/,
    );
  });
});

describe('verify-email', () => {
  it('marks the account verified with the link’s token, after which it can log in', async () => {
    const before = await postToken(sandbox.url, {
      grant_type: 'password',
      client_id: CLIENT_ID,
      username: 'candidat.nonverifie@example.org',
      password: 'Admission#2025',
    });
    expect(before.status).toBe(400);
    const { userId, token } = await verificationLinkFor('candidat.nonverifie@example.org');
    expect(userId).toBe(ACCOUNT_IDS.nonverifie);
    const response = await verify(userId, token);
    expect(response.status).toBe(200);
    await expect(login(sandbox.url, 'candidat.nonverifie@example.org')).resolves.toMatchObject({
      token_type: 'Bearer',
    });
    // A second click (or StrictMode's second call) still succeeds, for ten minutes; then the link is dead.
    clock += 9 * 60_000;
    expect((await verify(userId, token)).status).toBe(200);
    clock += 2 * 60_000;
    expect((await verify(userId, token)).status).toBe(400);
  });

  it('refuses the account id alone, another account’s token, a made-up or expired one (docs/behaviour.md, deviation 49)', async () => {
    const nonverifie = await verificationLinkFor('candidat.nonverifie@example.org');
    const refused = async (response: Response) => {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Lien de vérification invalide ou expiré. Demandez un nouvel e-mail de vérification.',
      );
    };
    // The spec's call, without a body: the id is the access token's `sub`, no secret.
    const bare = await fetch(`${sandbox.url}/api/auth/users/${nonverifie.userId}/verify-email`, {
      method: 'POST',
    });
    expect(bare.status).toBe(400);
    await refused(await verify(nonverifie.userId, 'x'.repeat(43)));
    await refused(await verify(ACCOUNT_IDS.soumis, nonverifie.token));
    clock += 12 * 3600_000;
    await refused(await verify(nonverifie.userId, nonverifie.token));
    // Nothing of this verified the account.
    await expect(login(sandbox.url, 'candidat.nonverifie@example.org')).rejects.toThrow(/400/);
    expect((await verify('pas-un-identifiant', nonverifie.token)).status).toBe(400);
  });

  it('answers 404 when the account of a valid link is gone', async () => {
    const { userId, token } = await verificationLinkFor('candidat.nonverifie@example.org');
    sandbox.sandbox.state.users.delete(userId);
    expect((await verify(userId, token)).status).toBe(404);
  });
});

describe('password reset', () => {
  it('answers a known and an unknown address alike (no account enumeration); only the account gets a link', async () => {
    const unknown = await requestReset('inconnu@example.org');
    const known = await requestReset('candidat.unique@example.org');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    const mails = (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as { to: string }[];
    expect(mails.map((mail) => mail.to)).not.toContain('inconnu@example.org');
    expect(mails.map((mail) => mail.to)).toContain('candidat.unique@example.org');
    const token = await resetTokenFor('candidat.soumis@example.org');
    expect(token.length).toBeGreaterThan(20);
    expect((await requestReset('pas-une-adresse')).status).toBe(400);
  });

  it('changes the password once: the token is single-use', async () => {
    const token = await resetTokenFor('candidat.soumis@example.org');
    expect((await confirmReset(token, 'Nouveau#2026')).status).toBe(200);
    await expect(login(sandbox.url, 'candidat.soumis@example.org', 'Nouveau#2026')).resolves.toBeDefined();
    await expect(login(sandbox.url, 'candidat.soumis@example.org')).rejects.toThrow(/401/);
    const again = await confirmReset(token, 'Encore#2027');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/déjà utilisé ou expiré/);
    await expect(login(sandbox.url, 'candidat.soumis@example.org', 'Nouveau#2026')).resolves.toBeDefined();
  });

  it('refuses an expired token', async () => {
    const token = await resetTokenFor('candidat.unique@example.org');
    clock += 1801_000;
    expect((await confirmReset(token, 'Nouveau#2026')).status).toBe(400);
    await expect(login(sandbox.url, 'candidat.unique@example.org')).resolves.toBeDefined();
  });

  it('says whether a link can still be used without using it: good until used or expired', async () => {
    const token = await resetTokenFor('candidat.soumis@example.org');
    // Asked twice, as a page opened twice asks: still good, the password unchanged.
    for (let i = 0; i < 2; i++) expect((await checkReset(token)).status).toBe(200);
    await expect(login(sandbox.url, 'candidat.soumis@example.org')).resolves.toBeDefined();
    expect((await confirmReset(token, 'Nouveau#2026')).status).toBe(200);
    const used = await checkReset(token);
    expect(used.status).toBe(400);
    expect(await used.json()).toMatchObject({
      message: 'Lien de réinitialisation invalide, déjà utilisé ou expiré.',
    });
    const later = await resetTokenFor('candidat.unique@example.org');
    clock += 1801_000;
    expect((await checkReset(later)).status).toBe(400);
    expect((await checkReset('inventé')).status).toBe(400);
    expect((await postJson(`${sandbox.url}/api/auth/reset-password/check`, {})).status).toBe(400);
  });

  it('refuses an unknown token', async () => {
    expect((await confirmReset('inventé', 'Nouveau#2026')).status).toBe(400);
  });

  it.each([
    ['Co#1a', 'Au moins 8 caractères'],
    ['minuscules#2025', 'Au moins une majuscule'],
    ['MAJUSCULES#2025', 'Au moins une minuscule'],
    ['SansChiffre#', 'Au moins un chiffre'],
    ['SansSpecial2025', 'Au moins un caractère spécial'],
  ])('enforces the password rules on the server (%s)', async (weak, missing) => {
    const token = await resetTokenFor('candidat.rejete@example.org');
    const response = await confirmReset(token, weak);
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/^Le mot de passe doit contenir : /);
    expect(message).toContain(missing);
    // A refused password does not spend the token.
    expect((await confirmReset(token, 'Valide#2026')).status).toBe(200);
  });

  it('refuses a body that is not JSON or misses a field', async () => {
    const notJson = await fetch(`${sandbox.url}/api/auth/reset-password/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(
      (await postJson(`${sandbox.url}/api/auth/reset-password/confirm`, { newPassword: 'Valide#2026' }))
        .status,
    ).toBe(400);
  });
});

describe('password change (signed in)', () => {
  const EMAIL = 'candidat.soumis@example.org';
  const change = (token: string | undefined, currentPassword: string, newPassword: string) =>
    fetch(`${sandbox.url}/api/auth/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
      body: JSON.stringify({ currentPassword, newPassword }),
    });
  const refresh = (refreshToken: string) =>
    postToken(sandbox.url, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: refreshToken,
    });
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  it('sets the new password and ends the other sessions, not the caller’s', async () => {
    const here = await login(sandbox.url, EMAIL);
    const elsewhere = await login(sandbox.url, EMAIL);
    const response = await change(here.access_token, DEMO_PASSWORD, 'Nouveau#2026');
    expect(response.status).toBe(200);
    await expect(login(sandbox.url, EMAIL, 'Nouveau#2026')).resolves.toBeDefined();
    await expect(login(sandbox.url, EMAIL)).rejects.toThrow(/401/);
    expect((await refresh(here.refresh_token)).status).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(400);
  });

  it('refuses a wrong current password (403), counts it towards the lockout (429) and changes nothing', async () => {
    const { access_token: token } = await login(sandbox.url, EMAIL);
    const wrong = await change(token, 'PasLeBon#2025', 'Nouveau#2026');
    expect(wrong.status).toBe(403);
    expect(await messageOf(wrong)).toBe('Le mot de passe actuel est incorrect.');
    // Two quick failures lock the account (the realm's quick-login check), even with the right one.
    const locked = await change(token, 'PasLeBon#2025', 'Nouveau#2026');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('60');
    expect(await messageOf(locked)).toMatch(/^Trop de mots de passe incorrects\u00a0: /);
    expect((await change(token, DEMO_PASSWORD, 'Nouveau#2026')).status).toBe(429);
    clock += 61_000;
    await expect(login(sandbox.url, EMAIL)).resolves.toBeDefined();
  });

  it('enforces the password rules on the server, before the current password is checked', async () => {
    const { access_token: token } = await login(sandbox.url, EMAIL);
    const weak = await change(token, DEMO_PASSWORD, 'abc');
    expect(weak.status).toBe(400);
    expect(await messageOf(weak)).toMatch(/^Le mot de passe doit contenir : /);
    await expect(login(sandbox.url, EMAIL)).resolves.toBeDefined();
  });

  it('needs a valid bearer token', async () => {
    expect((await change(undefined, DEMO_PASSWORD, 'Nouveau#2026')).status).toBe(401);
    expect((await change('pas.un.jeton', DEMO_PASSWORD, 'Nouveau#2026')).status).toBe(401);
    await expect(login(sandbox.url, EMAIL)).resolves.toBeDefined();
  });
});

describe('a new verification e-mail', () => {
  const resend = (email: string, client = '203.0.113.9') =>
    fetch(`${sandbox.url}/api/auth/verify-email/resend`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Real-IP': client },
      body: JSON.stringify({ email }),
    });
  const verificationMails = async (to: string) =>
    (await outbox()).filter((mail) => mail.kind === 'verify-email' && mail.to === to);

  it('goes only to an account not yet activated, with the same answer for every address', async () => {
    const answers = await Promise.all(
      ['candidat.nonverifie@example.org', 'candidat.soumis@example.org', 'personne@example.org'].map(
        async (email) => {
          const response = await resend(email);
          return [response.status, await response.json()];
        },
      ),
    );
    const message =
      'Si un compte non activé correspond à cette adresse, un nouvel e-mail de vérification vient d’y être envoyé.';
    expect(answers).toEqual(Array(3).fill([200, { isSuccess: true, message }]));
    const mails = await verificationMails('candidat.nonverifie@example.org');
    // The one sent at start, and the new one, with a link of its own; both work until one is used.
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((mail) => new URL(mail.link));
    expect(second?.pathname).toBe(first?.pathname);
    expect(second?.searchParams.get('token')).not.toBe(first?.searchParams.get('token'));
    const { userId, token } = await verificationLinkFor('candidat.nonverifie@example.org');
    expect((await verify(userId, token)).status).toBe(200);
    expect(await verificationMails('candidat.soumis@example.org')).toEqual([]);
  });

  it('is limited per address and per client (429 with Retry-After), whatever the address', async () => {
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await resend('candidat.nonverifie@example.org', '203.0.113.10')).status).toBe(200);
    }
    const limited = await resend('candidat.nonverifie@example.org', '203.0.113.11');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await verificationMails('candidat.nonverifie@example.org')).toHaveLength(4);
    for (let sent = 0; sent < 10; sent += 1) await resend(`inconnu${sent}@example.org`, '203.0.113.12');
    expect((await resend('autre@example.org', '203.0.113.12')).status).toBe(429);
  });

  it('refuses a body without an e-mail address', async () => {
    expect((await postJson(`${sandbox.url}/api/auth/verify-email/resend`, {})).status).toBe(400);
    expect(
      (await postJson(`${sandbox.url}/api/auth/verify-email/resend`, { email: 'pas-une-adresse' })).status,
    ).toBe(400);
  });
});
