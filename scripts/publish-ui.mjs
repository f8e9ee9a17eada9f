// Publishes @admission/ui to the institution's npm registry (`npm run release`). The registry's URL
// is set in one place: the environment variable ADMISSION_NPM_REGISTRY (a CI variable, or your
// shell), e.g. ADMISSION_NPM_REGISTRY=https://npm.univ.example.sn/ npm run release. Nothing in the
// repository names a registry: the rest of the workspace installs from npm's default one.
// Extra arguments go to `npm publish` (`--dry-run`, `--json`, `--tag next`...). The token for the
// registry is the publisher's, in their user ~/.npmrc (`//npm.univ.example.sn/:_authToken=...`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function fail(message) {
  console.error(`publish-ui: ${message}`);
  process.exit(1);
}

const value = process.env.ADMISSION_NPM_REGISTRY?.trim();
if (!value) {
  fail(
    "ADMISSION_NPM_REGISTRY is not set: give the URL of your institution's npm registry, e.g. ADMISSION_NPM_REGISTRY=https://npm.univ.example.sn/ npm run release (packages/ui/README.md, « Publishing »).",
  );
}
let url;
try {
  url = new URL(value);
} catch {
  fail(`ADMISSION_NPM_REGISTRY is not a URL: ${value}`);
}
const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
  fail(`ADMISSION_NPM_REGISTRY must be an https: URL (http: on loopback only, for tests): ${value}`);
}
// `.example` is reserved (RFC 2606): the documentation's sample addresses never publish anything.
if (/\.example$/i.test(url.hostname)) fail(`ADMISSION_NPM_REGISTRY is a placeholder: ${value}`);
const registry = url.href.endsWith('/') ? url.href : `${url.href}/`;

// Both settings: a publisher's own `@admission:registry` (in ~/.npmrc) would otherwise win over
// `--registry` for this scoped package.
const result = spawnSync(
  'npm',
  [
    'publish',
    '--workspace',
    '@admission/ui',
    `--registry=${registry}`,
    `--@admission:registry=${registry}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
