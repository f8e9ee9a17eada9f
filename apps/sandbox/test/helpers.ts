import type { RunningSandbox } from '../src/server';
import { DEMO_PASSWORD } from '../src/seed';

export { ACCOUNT_IDS, DEMO_PASSWORD } from '../src/seed';

export const CLIENT_ID = 'auth-service';

export function tokenUrl(base: string, realm = 'admission'): string {
  return `${base}/realms/${realm}/protocol/openid-connect/token`;
}

/** POSTs a form-encoded body to the token endpoint; pairs allow a parameter twice. */
export function postToken(
  base: string,
  form: Record<string, string> | [string, string][],
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(tokenUrl(base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

export async function login(base: string, username: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await postToken(base, {
    grant_type: 'password',
    client_id: CLIENT_ID,
    username,
    password,
  });
  if (response.status !== 200)
    throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export function getJson(url: string, token?: string): Promise<Response> {
  return fetch(url, { headers: token ? bearer(token) : {} });
}

export function putChoices(
  base: string,
  token: string | undefined,
  fields: Record<string, string>,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${base}/api/candidate-service/Candidate/update-with-choices`, {
    method: 'PUT',
    headers: token ? bearer(token) : {},
    body: form,
  });
}

export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Call 8 with a verification link's token. */
export function verifyEmail(base: string, userId: string, token: string): Promise<Response> {
  return postJson(`${base}/api/auth/users/${userId}/verify-email`, { token });
}

/** Mails a verification link to the account, as the sandbox does, and gives its token. */
export function verificationToken(running: RunningSandbox, user: { id: string; email: string }): string {
  const mail = running.sandbox.state.sendVerificationMail(user);
  return new URL(mail.link).searchParams.get('token') ?? '';
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
