// PostgreSQL from Debian's packages (`postgresql`), run by our scripts as an unprivileged local
// cluster: initdb into an ignored folder, pg_ctl on a loopback port, no system service, nothing left
// running once `stop()` resolves. Used by the Keycloak cluster (scripts/keycloak/cluster.mjs).
//
// Env: POSTGRES_BIN (the folder of initdb, pg_ctl, psql; Debian's newest under /usr/lib/postgresql
// otherwise), POSTGRES_PORT (default 29432 for `npm run keycloak:cluster`).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// PostgreSQL refuses to run as root; under root (CI containers) it runs as `nobody`, like nginx.
const NOBODY = 65534;
const asNobody = process.getuid?.() === 0;

/** The folder of Debian's PostgreSQL server binaries (the newest major version installed). */
export function postgresBin(env = process.env) {
  if (env.POSTGRES_BIN) return env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin/postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('PostgreSQL missing: apt-get install -y postgresql (as .ci/run does)');
  return join(root, versions[0], 'bin');
}

function chownTree(path) {
  chownSync(path, NOBODY, NOBODY);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry));
}

/** Runs a PostgreSQL tool (as `nobody` under root); throws with its output when it fails. */
function run(bin, tool, args, { cwd, ownSession = false } = {}) {
  // ownSession: the server in a session of its own, so a Ctrl+C meant for our script does not
  // shut PostgreSQL down under Keycloak before the script stops Keycloak.
  const [command, commandArgs] = ownSession
    ? ['setsid', [join(bin, tool), ...args]]
    : [join(bin, tool), args];
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    ...(asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
    env: { ...process.env, LC_ALL: 'C.UTF-8', PGTZ: 'UTC' },
  });
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Starts a PostgreSQL cluster in `dir` (made with initdb when it has none; `fresh` removes it
 * first) on 127.0.0.1:`port`, creates `database` owned by `user` (password `password`), and
 * resolves once it accepts connections (pg_ctl -w waits for that). `stop()` is pg_ctl's fast
 * shutdown, waited for; `restart()` stops and starts the same cluster.
 */
export function startPostgres({
  env = process.env,
  port = Number(env.POSTGRES_PORT ?? 29432),
  dir = join(repo, '.cache/postgres', `cluster-${port}`),
  fresh = true,
  database = 'keycloak',
  user = 'keycloak',
  password = 'keycloak',
  log = console.log,
} = {}) {
  const bin = postgresBin(env);
  const data = join(dir, 'data');
  // The socket folder: PostgreSQL's default, /var/run/postgresql, belongs to the system service.
  const sockets = join(dir, 'run');
  const logFile = join(dir, 'postgres.log');
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(sockets, { recursive: true });
  const started = Date.now();
  if (!existsSync(join(data, 'PG_VERSION'))) {
    if (asNobody) chownTree(dir);
    // trust for the superuser on the socket only (this user's own folder); Keycloak's user signs
    // in with its password over TCP, as it would in a deployment.
    run(
      bin,
      'initdb',
      [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '-E',
        'UTF8',
        '--no-instructions',
      ],
      { cwd: dir },
    );
    writeFileSync(
      join(data, 'postgresql.auto.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = '${sockets}'`,
        // Two Keycloak nodes with their pools (26's default: up to 100 each) and the benchmark.
        'max_connections = 250',
        "log_timezone = 'UTC'",
        '',
      ].join('\n'),
    );
    if (asNobody) chownTree(dir);
  }
  const pgCtl = (args, options) =>
    run(bin, 'pg_ctl', ['-D', data, '-l', logFile, ...args], { cwd: dir, ...options });
  const start = () => pgCtl(['start', '-w', '-t', '120'], { ownSession: true });
  start();
  /** Runs `sql` as the superuser in `db` (the `postgres` database unless named); its rows as text. */
  const psql = (sql, db = 'postgres') =>
    run(
      bin,
      'psql',
      ['-h', sockets, '-p', String(port), '-U', 'postgres', '-d', db, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql],
      { cwd: dir },
    );
  if (psql(`SELECT 1 FROM pg_roles WHERE rolname = '${user}'`).trim() !== '1') {
    psql(`CREATE ROLE ${user} LOGIN PASSWORD '${password}'`);
    psql(`CREATE DATABASE ${database} OWNER ${user}`);
  }
  const startMs = Date.now() - started;
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    pgCtl(['stop', '-w', '-m', 'fast', '-t', '120']);
  };
  const restart = async () => {
    await stop();
    start();
    running = true;
  };
  log?.(
    `PostgreSQL ${/\d+\.\d+/.exec(run(bin, 'postgres', ['--version']))?.[0]} on 127.0.0.1:${port} (${(startMs / 1000).toFixed(1)} s), data in ${data}`,
  );
  return {
    port,
    dir,
    /** Its data directory (postmaster.pid names the running postmaster). */
    data,
    database,
    user,
    password,
    jdbcUrl: `jdbc:postgresql://127.0.0.1:${port}/${database}`,
    startMs,
    psql,
    stop,
    /** Starts it again after `stop()`; returns once it accepts connections. */
    start: () => {
      start();
      running = true;
    },
    /** Stops it (fast shutdown) and starts it again; resolves once it accepts connections. */
    restart,
    /** Whether its postmaster is running (pg_ctl status). */
    running: () =>
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, 'status'], asNobody ? { uid: NOBODY, gid: NOBODY } : {})
        .status === 0,
  };
}

// `node scripts/postgres/postgres.mjs`: starts it, shows it answers, stops it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pg = startPostgres();
  try {
    // Keycloak's user, with its password, over TCP: how Keycloak connects.
    const check = spawnSync(
      join(postgresBin(), 'psql'),
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(pg.port),
        '-U',
        pg.user,
        '-d',
        pg.database,
        '-qtAc',
        'SELECT current_user, current_database(), version()',
      ],
      { encoding: 'utf8', env: { ...process.env, PGPASSWORD: pg.password } },
    );
    if (check.status !== 0) throw new Error(check.stderr);
    console.log(check.stdout.trim());
  } finally {
    await pg.stop();
  }
  console.log(`stopped; running: ${pg.running()}`);
}
