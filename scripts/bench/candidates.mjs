// The results-day benchmark's candidates: `count` generated accounts put into the realm `admission`
// of a running Keycloak through its admin API's partial import, each with the demo password and the
// role `candidate`, e-mail verified, as a candidate who signed up and verified their address.
//
// Keycloak would hash 10,000 plain-text passwords on import (Argon2id, tens of milliseconds of a
// core each: minutes on 2 cores before the first measurement). The accounts take instead the stored
// hash of a demo candidate (same password), read from PostgreSQL: the import is rows, and every
// sign-in of the benchmark still checks a full Argon2id hash, as results day would.
const REALM = 'admission';

/** The generated accounts' e-mail addresses: bench.candidat.00001@example.org … */
const benchEmail = (index) => `bench.candidat.${String(index + 1).padStart(5, '0')}@example.org`;

/** The stored password credential of `username` in the realm (psql: PostgreSQL's superuser). */
function storedPassword(psql, database, username) {
  const row = psql(
    `SELECT c.secret_data, c.credential_data FROM credential c JOIN user_entity u ON u.id = c.user_id ` +
      `JOIN realm r ON r.id = u.realm_id WHERE r.name = '${REALM}' AND u.username = '${username}' ` +
      `AND c.type = 'password'`,
    database,
  ).trim();
  const [secretData, credentialData] = row.split('|');
  if (!secretData || !credentialData) throw new Error(`no stored password for ${username}`);
  return { secretData, credentialData };
}

/** How many accounts of the realm already have a generated address (a kept database). */
function alreadyThere(psql, database) {
  return Number(
    psql(
      `SELECT count(*) FROM user_entity u JOIN realm r ON r.id = u.realm_id WHERE r.name = '${REALM}' ` +
        `AND u.username LIKE 'bench.candidat.%'`,
      database,
    ).trim(),
  );
}

async function adminToken(nodeUrl, admin) {
  const answer = await fetch(`${nodeUrl}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'admin-cli',
      username: admin.username,
      password: admin.password,
    }),
  });
  if (!answer.ok) throw new Error(`admin sign-in refused: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).access_token;
}

/**
 * Puts `count` generated candidates into the realm (those already there are kept), in batches of
 * `batch`, through node `nodeUrl`; returns their e-mail addresses and the seconds it took.
 */
export async function importBenchCandidates({
  nodeUrl,
  admin,
  postgres,
  count,
  like = 'candidat.soumis@example.org',
  batch = 1000,
  log = console.log,
}) {
  const started = performance.now();
  const emails = Array.from({ length: count }, (_, index) => benchEmail(index));
  const present = alreadyThere(postgres.psql, postgres.database);
  if (present >= count) return { emails, seconds: 0, imported: 0 };
  const { secretData, credentialData } = storedPassword(postgres.psql, postgres.database, like);
  let imported = 0;
  for (let from = 0; from < count; from += batch) {
    // A token per batch: the master realm's admin token lives 60 s, less than the whole import.
    const token = await adminToken(nodeUrl, admin);
    const users = emails.slice(from, from + batch).map((email, offset) => ({
      username: email,
      email,
      firstName: 'Candidat',
      lastName: `Banc ${from + offset + 1}`,
      enabled: true,
      emailVerified: true,
      realmRoles: ['candidate'],
      credentials: [{ type: 'password', secretData, credentialData }],
    }));
    const answer = await fetch(`${nodeUrl}/admin/realms/${REALM}/partialImport`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ifResourceExists: 'SKIP', users }),
    });
    if (!answer.ok) throw new Error(`partial import refused: ${answer.status} ${await answer.text()}`);
    imported += (await answer.json()).added ?? 0;
    log?.(`  ${Math.min(from + batch, count)} of ${count} candidates in the realm`);
  }
  return { emails, seconds: (performance.now() - started) / 1000, imported };
}
