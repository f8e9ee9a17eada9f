// The import boundaries of eslint.config.js (README, "Layout"), checked through ESLint's Node API:
// for each one, an import that crosses it fails with the rule's message and an allowed one passes.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set([
  '@typescript-eslint/no-restricted-imports',
  'admission/package-boundaries',
  'admission/portal-layers',
  'no-restricted-syntax',
]);

let eslint: ESLint;
// ESLint loads its config and plugins at the first lint: seconds on an idle machine, more than a
// test's 20 s under load (the first case failed so). That load is paid here, with a hook's time limit.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};\n', { filePath: `${repoRoot}packages/ui/src/index.ts` });
}, 120_000);

/** The boundary findings for `code` as if it were the file at `filePath` (relative to the repository). */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${repoRoot}${filePath}` });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages
    .filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ''))
    .map((message) => message.message);
}

async function expectRefused(filePath: string, code: string, expected: string, ...alsoExpected: string[]) {
  const messages = await boundaryMessages(filePath, code);
  expect(messages).toHaveLength(1 + alsoExpected.length);
  for (const [index, text] of [expected, ...alsoExpected].entries()) expect(messages[index]).toContain(text);
}

async function expectAllowed(filePath: string, code: string) {
  expect(await boundaryMessages(filePath, code)).toEqual([]);
}

describe('packages/ui/src imports nothing of ours, no router, machine or HTTP client', () => {
  const file = 'packages/ui/src/components/PageLayout/PageLayout.tsx';
  const message = 'packages/ui is the published design system';

  it.each([
    "import { LOGIN_PATH } from '@admission/portal';",
    "import { fr } from '@admission/screens';",
    "import type { LoginProps } from '@admission/screens';",
    "import { canChangeProgram } from '@admission/flows';",
    "import type { ApiResult } from '@admission/api-client';",
    "import { Link } from 'react-router';",
    "import { useNavigate } from 'react-router-dom';",
    "import { createMachine } from 'xstate';",
    "import { useMachine } from '@xstate/react';",
    "import createClient from 'openapi-fetch';",
  ])('refuses %s', (code) => expectRefused(file, code, message));

  it.each([
    "import { useState } from 'react';",
    "import { style } from '@vanilla-extract/css';",
    "import * as Dialog from '@radix-ui/react-dialog';",
    "import { Button } from '../../components/Button/Button';",
  ])('allows %s', (code) => expectAllowed(file, code));
});

describe('packages/screens/src draws with ui and words the types of flows, nothing else of ours', () => {
  const file = 'packages/screens/src/screens/Login/Login.tsx';

  it.each([
    "import { canChangeProgram } from '@admission/flows';",
    "import { type LoginErrorCode, loginMachine } from '@admission/flows';",
    "import type { Rank } from '@admission/flows/src/rules/ranking';",
  ])('refuses the value import %s', (code) =>
    expectRefused(file, code, 'packages/screens may use only the types of @admission/flows'),
  );

  it.each([
    "import { LOGIN_PATH } from '@admission/portal';",
    "import type { ApiResult } from '@admission/api-client';",
    "import { Link } from 'react-router-dom';",
    "import { createMachine } from 'xstate';",
    "import { useMachine } from '@xstate/react';",
    "import createClient from 'openapi-fetch';",
  ])('refuses %s', (code) => expectRefused(file, code, 'packages/screens draws the portal'));

  it.each([
    "import type { LoginErrorCode } from '@admission/flows';",
    "import { type ProgramChangeErrorCode, type Rank } from '@admission/flows';",
    "import { Button, CenteredPage } from '@admission/ui';",
    "import { vars } from '@admission/ui/css';",
    "import { fr } from '../../copy/fr';",
  ])('allows %s', (code) => expectAllowed(file, code));
});

describe('a workspace package imports another by its name, never by a relative path into it', () => {
  const message = 'by a relative path: import it by its package name';

  it.each([
    [
      'packages/screens/src/screens/Login/Login.tsx',
      "import { Button } from '../../../../ui/src/components/Button/Button';",
      'into packages/ui',
    ],
    [
      'packages/screens/src/copy/fr.ts',
      "export { blocksFr } from '../../../ui/src/copy/blocks';",
      'into packages/ui',
    ],
    [
      'packages/ui/src/components/Footer/Footer.tsx',
      "const copy = () => import('../../../../screens/src/copy/fr');",
      'into packages/screens',
    ],
    [
      'packages/screens/src/screens/ProgramChangeDialog/ProgramChangeDialog.tsx',
      "type Rank = import('../../../../flows/src/rules/ranking').Rank;",
      'into packages/flows',
    ],
    [
      'apps/portal/src/features/login/LoginRoute.tsx',
      "import { Login } from '../../../../../packages/screens/src/screens/Login/Login';",
      'into packages/screens',
    ],
    [
      'packages/ui/test/browser/rootProps.test.tsx',
      "import { Login } from '../../../screens/src/screens/Login/Login';",
      'into packages/screens',
    ],
  ])('refuses, in %s, %s', (path, code, where) => expectRefused(path, code, where));

  it('names the package to import instead', () =>
    expectRefused(
      'packages/screens/src/screens/Login/Login.tsx',
      "import { Button } from '../../../../ui/src/components/Button/Button';",
      message,
    ));

  it.each([
    ['packages/screens/src/screens/Login/Login.tsx', "import { fr } from '../../copy/fr';"],
    [
      'packages/ui/src/components/Footer/Footer.tsx',
      "import { SupportContact } from '../SupportContact/SupportContact';",
    ],
    // Tooling outside the packages is no package: ui's pack test runs the repository's Chromium finder.
    [
      'packages/ui/test/node/pack.test.ts',
      "import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';",
    ],
    ['apps/portal/src/features/login/LoginRoute.tsx', "import { Login } from '@admission/screens';"],
  ])('allows, in %s, %s', (path, code) => expectAllowed(path, code));
});

describe('packages/flows/src uses only the types of api-client, and no React, UI, portal or HTTP client', () => {
  const file = 'packages/flows/src/machines/login.ts';

  it.each([
    "import { tokenClient } from '@admission/api-client';",
    "import { type ApiResult, tokenClient } from '@admission/api-client';",
    "import { storageKeys } from '@admission/api-client/src/storage';",
  ])('refuses the value import %s', (code) =>
    expectRefused(file, code, 'packages/flows may use only the types of @admission/api-client'),
  );

  it.each([
    "import { Button } from '@admission/ui';",
    "import { LOGIN_PATH } from '@admission/portal';",
    "import { useState } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { useMachine } from '@xstate/react';",
    "import createClient from 'openapi-fetch';",
  ])('refuses %s', (code) => expectRefused(file, code, 'packages/flows holds the machines and pure rules'));

  it.each([
    "import type { ApiResult } from '@admission/api-client';",
    "import { type ApiResult, type StoredSession } from '@admission/api-client';",
    "export type { ApiResult } from '@admission/api-client';",
    "import { setup, assign } from 'xstate';",
    "import { isEligible } from '../rules/eligibility';",
  ])('allows %s', (code) => expectAllowed(file, code));
});

describe('packages/api-client/src imports nothing of ours and no React', () => {
  const file = 'packages/api-client/src/tokenClient.ts';
  const message = 'packages/api-client is the bottom layer';

  it.each([
    "import { canChangeProgram } from '@admission/flows';",
    "import { Button } from '@admission/ui';",
    "import { useState } from 'react';",
  ])('refuses %s', (code) => expectRefused(file, code, message));

  it.each(["import createClient from 'openapi-fetch';", "import * as v from 'valibot';"])(
    'allows %s',
    (code) => expectAllowed(file, code),
  );
});

describe('apps/sandbox imports only openapi/ and the generated types of api-client, never scripts/', () => {
  const message = 'apps/sandbox imports only openapi/';

  it.each([
    // What config.ts imported until the development secret moved into the sandbox (devSecret.mjs).
    [
      'apps/sandbox/src/config.ts',
      "import { DEV_AUTH_API_SECRET } from '../../../scripts/keycloak/dev.mjs';",
    ],
    [
      'apps/sandbox/scripts/write-realm.ts',
      "import { KEYCLOAK_REALM } from '../../../scripts/keycloak/keycloak.mjs';",
    ],
    ['apps/sandbox/src/model.ts', "import type { Page } from '../../../e2e/support';"],
    ['apps/sandbox/src/app.ts', "import { fromCall } from '../../portal/src/services/fromCall';"],
    ['apps/sandbox/src/app.ts', "import { lastKnownFor } from '@admission/flows';"],
  ])('refuses, in %s, %s', (path, code) => expectRefused(path, code, message));

  it.each([
    ['apps/sandbox/src/config.ts', "import { DEV_AUTH_API_SECRET } from './devSecret.mjs';"],
    ['apps/sandbox/scripts/write-realm.ts', "import { realmExport } from '../src/realm';"],
    [
      'apps/sandbox/src/model.ts',
      "import type { components } from '../../../packages/api-client/src/generated/candidate-service';",
    ],
    ['apps/sandbox/src/openapi.ts', "import spec from '../../../openapi/candidate-service.yaml';"],
    ['apps/sandbox/src/app.ts', "import { Hono } from 'hono';"],
  ])('allows, in %s, %s', (path, code) => expectAllowed(path, code));
});

describe('apps/portal/src/features/<name> imports neither app/ nor another feature', () => {
  const file = 'apps/portal/src/features/dashboard/DashboardRoute.tsx';
  const nested = 'apps/portal/src/features/dashboard/parts/Grades.tsx';

  it.each([
    [file, "import { LOGIN_PATH } from '../../app/guards';"],
    [file, "import { useThemeState } from '../../app/Providers';"],
    [file, "export { routes } from '../../app/router';"],
    [file, "const router = () => import('../../app/router');"],
    [nested, "import { LOGIN_PATH } from '../../../app/guards';"],
  ])('refuses, in %s, %s', (path, code) => expectRefused(path, code, 'must not import from src/app'));

  it.each([
    [file, "import type { DashboardLocationState } from '../login/LoginRoute';"],
    [file, "import { LoginRoute } from '../../features/login/LoginRoute';"],
    [nested, "import { LoginRoute } from '../../login/LoginRoute';"],
  ])('refuses, in %s, %s', (path, code) => expectRefused(path, code, 'must not import from another feature'));

  it.each([
    [file, "import { paths } from '../../config/paths';"],
    [file, "import { config } from '../../config/config';"],
    [file, "import { ProgramChange } from './ProgramChange';"],
    [file, "import { Grades } from './parts/Grades';"],
    [nested, "import { ProgramChange } from '../ProgramChange';"],
    [file, "import { candidateApi } from '../../services/session';"],
    [file, "import { CandidateDashboard } from '@admission/screens';"],
  ])('allows, in %s, %s', (path, code) => expectAllowed(path, code));

  it('leaves app/ free to import every feature', () =>
    expectAllowed(
      'apps/portal/src/app/router.tsx',
      "const login = () => import('../features/login/LoginRoute');",
    ));
});

describe('apps/portal/src/config imports neither app/ nor features/', () => {
  const file = 'apps/portal/src/config/config.ts';
  const message = 'src/config must not import from src/';

  it.each([
    "import { LOGIN_PATH } from '../app/guards';",
    "import { LoginRoute } from '../features/login/LoginRoute';",
  ])('refuses %s', (code) => expectRefused(file, code, message));

  it.each([
    "import { readConfig } from './env';",
    "import { tokenEndpointOf } from '@admission/api-client';",
  ])('allows %s', (code) => expectAllowed(file, code));
});

describe('apps/portal/src/services and components: shared by the features, never importing them or app/', () => {
  const service = 'apps/portal/src/services/useAdmissionCalendar.ts';
  const component = 'apps/portal/src/components/HistorySlot.tsx';

  it.each([
    [service, "import { DashboardRoute } from '../features/dashboard/DashboardRoute';", 'src/features'],
    [service, "import { LOGIN_PATH } from '../app/guards';", 'src/app'],
    [service, "import { HistorySlot } from '../components/HistorySlot';", 'src/components'],
    [component, "import { useHandedOver } from '../features/dashboard/useHandedOver';", 'src/features'],
    [component, "const routes = () => import('../app/routeTable');", 'src/app'],
  ])('refuses, in %s, %s', (path, code, layer) => expectRefused(path, code, `must not import from ${layer}`));

  it('refuses a React component in src/services', () =>
    expectRefused(
      'apps/portal/src/services/Banner.tsx',
      'export const Banner = () => null;',
      'src/services holds no React component',
    ));

  it.each([
    [service, "import { paths } from '../config/paths';"],
    [service, "import { fromCall } from './fromCall';"],
    [component, "import { useServices } from '../services/context';"],
    [component, "import { ApplicationHistory } from '@admission/screens';"],
    [
      'apps/portal/src/features/staff/StaffListRoute.tsx',
      "import { HistorySlot } from '../../components/HistorySlot';",
    ],
  ])('allows, in %s, %s', (path, code) => expectAllowed(path, code));
});

describe('apps/portal/src gives machines their calls through fromCall, never fromPromise', () => {
  const message = 'apps/portal gives machines their calls with fromCall';

  it.each([
    ['apps/portal/src/features/staff/StaffListRoute.tsx', "import { fromPromise } from 'xstate';"],
    ['apps/portal/src/app/services.ts', "import { createActor, fromPromise } from 'xstate';"],
  ])('refuses, in %s, %s', (path, code) => expectRefused(path, code, message));

  it.each([
    [
      'apps/portal/src/features/staff/StaffListRoute.tsx',
      "import { fromCall } from '../../services/fromCall';",
    ],
    ['apps/portal/src/app/services.ts', "import { createActor } from 'xstate';"],
    ['apps/portal/src/services/fromCall.ts', "import { fromPromise } from 'xstate';"],
  ])('allows, in %s, %s', (path, code) => expectAllowed(path, code));
});

describe('apps/portal/src shows no sample data (docs/behaviour.md, deviation 41)', () => {
  const message = 'apps/portal shows the signed-in person only';

  it.each([
    [
      'apps/portal/src/features/account/StudentDashboardRoute.tsx',
      "import { sampleStudent } from '@admission/screens/testing';",
    ],
    ['apps/portal/src/app/router.tsx', "import type { Student } from '@admission/screens/testing';"],
    ['apps/portal/src/app/Providers.tsx', "import { sampleSupportContacts } from '@admission/ui/testing';"],
  ])('refuses, in %s, %s', (path, code) => expectRefused(path, code, message));

  it('refuses them by a relative path too (and the path itself, as any relative import into a package)', () =>
    expectRefused(
      'apps/portal/src/services/fromCall.ts',
      "import { sampleCourses } from '../../../../packages/screens/src/testing/studentSamples';",
      message,
      'into packages/screens',
    ));

  it.each([
    [
      'apps/portal/src/features/account/StudentDashboardRoute.tsx',
      "import { StudentDashboard } from '@admission/screens';",
    ],
  ])('allows, in %s, %s', (path, code) => expectAllowed(path, code));
});

describe('packages/ui and packages/screens hold no route of the app (docs/architecture.md)', () => {
  const message = 'hold no route of the app';

  it.each([
    [
      'packages/ui/src/components/StaffSidebar/staffModules.ts',
      "export const home = { href: '/admission/etudiant-candidats' };",
    ],
    ['packages/screens/src/screens/Login/Login.tsx', "export const resetHref = '/admission/reset-password';"],
    ['packages/screens/src/screens/Profile/Profile.tsx', "export const back = '/connexion';"],
  ])('refuses, in %s, %s', (path, code) => expectRefused(path, code, message));

  it.each([
    // Stories and samples show the spec's routes; a path that is not a route is no route.
    [
      'packages/ui/src/testing/staffNavigation.ts',
      "export const home = { href: '/admission/etudiant-candidats' };",
    ],
    [
      'packages/screens/src/screens/Login/Login.stories.tsx',
      "export const href = '/admission/reset-password';",
    ],
    ['packages/screens/src/screens/Login/Login.tsx', "export const icon = '/favicon.svg';"],
  ])('allows, in %s, %s', (path, code) => expectAllowed(path, code));
});
