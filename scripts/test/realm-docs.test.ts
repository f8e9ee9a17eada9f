// The docs say the realm's numbers (brute-force detection, token lifetimes, refresh-token reuse) in
// prose and tables; deploy/keycloak/admission-realm.json is what Keycloak imports. A review found
// deploy/keycloak/README.md still saying « 5 failures, wait 60 s » when the realm had 10 failures
// and a 15 s quick-login wait: this test reads both and fails when a sentence drifts from the file.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const realm = JSON.parse(readFileSync(join(repo, 'deploy/keycloak/admission-realm.json'), 'utf8')) as Record<
  string,
  unknown
>;

/** The docs that state the realm's settings. */
const DOCS = [
  'README.md',
  'apps/sandbox/README.md',
  'deploy/README.md',
  'deploy/keycloak/README.md',
  'docs/contract.md',
  'docs/identity-provider.md',
];

interface Rule {
  /** The realm file's key. */
  key: string;
  /** How the docs write it (whitespace collapsed first); the first group is the number. */
  patterns: RegExp[];
  /** The realm's value in the unit the docs use (seconds to minutes, hours). */
  unit?: number;
}

const RULES: Rule[] = [
  {
    key: 'failureFactor',
    patterns: [
      // « Keycloak default (when on: 30 failures) » is Keycloak's, not the realm's.
      /(?<!when on: )\b(\d+) failures\b/g,
      /Max login failures \*\*(\d+)\*\*/g,
      /failure factor to (\d+)\b/g,
      /\b(\d+) wrong passwords in the portal/g,
      /\b(\d+) matches the portal/g,
      /past the (\d+)th failure/g,
    ],
  },
  {
    key: 'minimumQuickLoginWaitSeconds',
    patterns: [
      /\b(\d+) s quick-login wait/g,
      /minimum quick login wait \*\*(\d+) s\*\*/g,
      /quick login check \d+ ms \/ (\d+) s/g,
      /sets that wait to (\d+) s/g,
      /cost the owner (\d+) s/g,
      /, (\d+) here\)/g,
    ],
  },
  {
    key: 'quickLoginCheckMilliSeconds',
    patterns: [/quick login check (\d+) ms/g, /\b(\d+) ms quick-login check/g, /less than (\d+) ms apart/g],
  },
  {
    key: 'waitIncrementSeconds',
    // « wait increment 2 s » elsewhere is a test scenario's setting.
    patterns: [/wait increment (\d+) s, quick login check/g, /more add (\d+) s\b/g],
  },
  {
    key: 'maxFailureWaitSeconds',
    unit: 60,
    patterns: [/max(?:imum)? wait (\d+) min/g, /add \d+ s, up to (\d+) min/g],
  },
  {
    key: 'maxDeltaTimeSeconds',
    unit: 3600,
    patterns: [/\breset (?:time )?(\d+) h\b/g],
  },
  {
    key: 'accessTokenLifespan',
    patterns: [
      /access token (\d+) s\b/g,
      /`expires_in` \((\d+)\)/g,
      /`exp - iat` = (\d+)/g,
      /`SANDBOX_ACCESS_TOKEN_LIFESPAN`[ |(]*(\d+)/g,
    ],
  },
  {
    key: 'ssoSessionIdleTimeout',
    patterns: [
      // « SSO session idle 1 s » elsewhere is a test scenario's setting.
      /SSO session idle (\d+) s, max/g,
      /`refresh_expires_in` \((\d+)\)/g,
      /`SANDBOX_SSO_SESSION_IDLE`[ |(]*(\d+)/g,
    ],
  },
  {
    key: 'ssoSessionMaxLifespan',
    patterns: [/SSO session idle \d+ s, max (\d+) s\b/g, /`SANDBOX_SSO_SESSION_MAX`[ |(]*(\d+)/g],
  },
  {
    key: 'refreshTokenMaxReuse',
    patterns: [/\bmax(?:imum)? reuse \**(\d+)\b/gi],
  },
];

interface Mention {
  key: string;
  file: string;
  text: string;
  said: number;
  realm: number;
}

/** Every mention of a rule's number in `text` (one doc), with the realm's value beside it. */
function mentionsIn(file: string, text: string, settings: Record<string, unknown>): Mention[] {
  const flat = text.replace(/\s+/g, ' ');
  return RULES.flatMap(({ key, patterns, unit = 1 }) => {
    const value = settings[key];
    if (typeof value !== 'number') throw new Error(`admission-realm.json has no number ${key}`);
    return patterns.flatMap((pattern) =>
      [...flat.matchAll(pattern)].map((match) => ({
        key,
        file,
        text: match[0],
        said: Number(match[1]),
        realm: value / unit,
      })),
    );
  });
}

const mentions = DOCS.flatMap((file) => mentionsIn(file, readFileSync(join(repo, file), 'utf8'), realm));

describe('the docs say the numbers of deploy/keycloak/admission-realm.json', () => {
  it.each(RULES.map((rule) => rule.key))('%s: mentioned, and as the realm has it', (key) => {
    const mine = mentions.filter((mention) => mention.key === key);
    expect(mine.length, `no doc mentions ${key} any more: update the rule in this test`).toBeGreaterThan(0);
    expect(
      mine.filter((mention) => mention.said !== mention.realm).map((m) => `${m.file}: « ${m.text} »`),
      `say ${String(mine[0]?.realm)}`,
    ).toEqual([]);
  });

  it('catches the drift a review found (« 5 failures, wait 60 s » against a realm of 10 and 15 s)', () => {
    const old =
      '| brute-force detection: temporary lockout, 5 failures, wait 60 s, quick login check 1000 ms / 60 s, max 15 min, reset 12 h |';
    const drift = mentionsIn('old README', old, realm).filter((m) => m.said !== m.realm);
    expect(drift.map((m) => `${m.key}: ${m.said}`)).toEqual([
      'failureFactor: 5',
      'minimumQuickLoginWaitSeconds: 60',
    ]);
    // And a realm that changes is caught in docs that did not.
    const changed = { ...realm, accessTokenLifespan: 600 };
    const docs = DOCS.flatMap((file) => mentionsIn(file, readFileSync(join(repo, file), 'utf8'), changed));
    expect(docs.filter((m) => m.key === 'accessTokenLifespan' && m.said !== m.realm).length).toBeGreaterThan(
      0,
    );
  });
});
