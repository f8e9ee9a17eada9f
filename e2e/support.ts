import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 18080}`;
import { DEMO_PASSWORD } from '../apps/sandbox/src/seed';
import type { OutboxMail } from '../apps/sandbox/src/model';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

/**
 * Launch options for a spec about a page nobody has touched yet (`test.use({ launchOptions:
 * UNTOUCHED_PAGE_BROWSER })`): the full Chromium. The e2e runs' headless shell sends a loading page
 * a pointerover (its pointer rests over the page), which starts the prerendered login page's app
 * before any interaction: a first load then counted 2 requests instead of 1, and « the app has
 * not started » was false.
 */
export const UNTOUCHED_PAGE_BROWSER = chromiumLaunchOptions();

export { DEMO_PASSWORD };

type Operation =
  | 'getApplicationsByAccount'
  | 'getGradesAndCoefs'
  | 'getApplicationDetails'
  | 'getEligiblePrograms'
  | 'updateWithChoices'
  | 'verifyEmail'
  | 'requestPasswordReset'
  | 'checkPasswordReset'
  | 'confirmPasswordReset'
  | 'token'
  | 'certs';

/**
 * Back to the seed, no faults, default lifetimes: every test starts from the same sandbox. `base`:
 * another sandbox (e2e/keycloak/'s, whose users are Keycloak's: their reset is not this one's).
 */
export async function resetSandbox(request: APIRequestContext, base = SANDBOX_URL) {
  expect((await request.post(`${base}/_sandbox/reset`)).ok()).toBe(true);
}

export async function injectFault(
  request: APIRequestContext,
  operation: Operation,
  kind: 'status500' | 'status503' | 'status429' | 'malformed' | 'slow' | 'drop',
  extra: { delayMs?: number; times?: number; retryAfter?: string | null } = {},
) {
  const response = await request.post(`${SANDBOX_URL}/_sandbox/faults`, {
    data: { operation, kind, ...extra },
  });
  expect(response.ok()).toBe(true);
}

export async function setLifetimes(
  request: APIRequestContext,
  lifetimes: { accessTokenLifespan?: number; ssoSessionIdle?: number },
) {
  expect((await request.post(`${SANDBOX_URL}/_sandbox/config`, { data: lifetimes })).ok()).toBe(true);
}

/** The sandbox's admission calendar (apps/sandbox/src/calendar.ts): fields to change, or null to remove it. */
export async function setCalendar(
  request: APIRequestContext,
  calendar: Record<string, string | null> | null,
) {
  expect((await request.post(`${SANDBOX_URL}/_sandbox/config`, { data: { calendar } })).ok()).toBe(true);
}

/** A calendar day (`YYYY-MM-DD`, UTC, the sandbox's Dakar) this many days from today. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function outbox(request: APIRequestContext, base = SANDBOX_URL): Promise<OutboxMail[]> {
  const response = await request.get(`${base}/_outbox.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMail[];
}

/** Fails the test on any uncaught error or unhandled rejection in the page. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The next answer of the identity provider's token endpoint to the page (its status and JSON body).
 * Start waiting before the click that sends it: a test that waits for each answer knows each
 * attempt reached the server (a prerendered form holds a submit made before hydration and replays
 * only the last one, so two quick clicks can be one attempt).
 */
export function nextTokenAnswer(page: Page) {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/protocol/openid-connect/token') &&
        response.request().method() === 'POST',
    )
    .then(async (response) => ({
      status: response.status(),
      body: (await response.json()) as Record<string, string>,
    }));
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The staff sign-in (`/admission/personnel/connexion`): lands on the first list the roles may open. */
export async function staffSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/admission/personnel/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Candidatures / })).toBeVisible();
}

/** A rank button of the programme change dialog (the agronomy specialities). */
export function rankButton(page: Page, rank: number, programme: string) {
  return page.getByRole('button', { name: `Rang ${rank} : ${programme}` });
}

/**
 * Opens « Changer de programme », ranks the three agronomy specialities in `order`, saves, and
 * waits for the receipt (the dialog closed): the receipt's number.
 */
export async function saveRanking(page: Page, order: readonly [string, string, string]): Promise<string> {
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog).toBeVisible();
  for (const [index, programme] of order.entries()) await rankButton(page, index + 1, programme).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const receipt = await expectReceipt(page);
  await expect(dialog).toBeHidden();
  return receipt;
}

/**
 * The programme dialog opens with the choice held selected (docs/behaviour.md, deviation 60): a test
 * that ranks from nothing first clears it with « Réinitialiser », once the programmes are drawn.
 */
export async function clearHeldChoice(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  const pressed = dialog.locator('button[aria-pressed="true"]');
  await expect(pressed.first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(pressed).toHaveCount(0);
}

/** The data rows of a staff list (the first row holds the column headers). */
export function dataRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
}

/** Searches a staff list by name or e-mail. */
export async function searchStaffList(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Nom ou e-mail' }).fill(text);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
}

/**
 * The visible toast (Radix also renders a hidden copy for screen readers, outside the region). A CSS
 * locator: while a modal dialog is open, the region is aria-hidden (the dialog's own alert speaks).
 */
/**
 * After « Enregistrer »: the receipt page confirms the change (docs/behaviour.md, deviation 52) and
 * has the focus; returns the receipt's reference.
 */
export async function expectReceipt(page: Page, options: { timeout?: number } = {}): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: 'Vos choix ont été enregistrés' });
  await expect(heading).toBeVisible(options);
  await expect(page).toHaveURL(/\/admission\/candidat\/justificatif\/JUS-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(heading).toBeFocused();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** From the receipt page, « Retour au tableau de bord ». */
export async function backToDashboard(page: Page) {
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
}

export function toast(page: Page, text: string) {
  return page.locator('[role="region"][aria-label^="Notifications"]').getByText(text);
}

/** Whether `target` holds the keyboard focus (also inside a portal such as a Radix dialog). */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, as a keyboard user would,
 * and fails after `max` presses. `within`, when given, must hold the focus after every press
 * (a modal dialog's focus trap).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40, within }: { backwards?: boolean; max?: number; within?: Locator } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (within) {
      const inside = await within.evaluate((container) => container.contains(document.activeElement));
      expect(inside, `focus left the container after ${presses} presses`).toBe(true);
    }
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${String(target)} not reached after ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element's computed outline, to check that focus is visible. */
export async function focusOutline(page: Page): Promise<{ style: string; width: number; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), tag: element.tagName };
  });
}

/** Fails unless the focused element draws an outline (the design's `:focus-visible` ring). */
export async function expectVisibleFocus(page: Page) {
  const outline = await focusOutline(page);
  expect(outline.style, `outline of the focused <${outline.tag}>`).not.toBe('none');
  expect(outline.width, `outline width of the focused <${outline.tag}>`).toBeGreaterThan(0);
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The WCAG 2.2 AA rule tags the portal is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations, one line per rule and node: rule id, target selectors, help text and link. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.id}] ${violation.help} (${violation.impact ?? 'n/a'}) at ${JSON.stringify(node.target)}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}\n    ${violation.helpUrl}`,
      ),
    )
    .join('\n');
}

/** Runs axe with the WCAG 2.2 AA tags on the page as it is now and returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations;
}

/** The seed's university programme whose proposed selection the e2e tests confirm. */
export const SELECTION_PROGRAM = 'prog-mathematiques-informatique';

/**
 * « Proposer une sélection » for SELECTION_PROGRAM as the seed has it (3 places, 1 already accepted;
 * 3 waiting-list places, 1 taken), confirmed by the signed-in reviewer: sent, and said by its toast.
 */
export async function confirmSeedSelection(page: Page) {
  await page.goto(
    `/admission/etudiant-candidats/selection/${SELECTION_PROGRAM}?formation=${SELECTION_PROGRAM}`,
  );
  await expect(
    page.getByText('3 places, 1 déjà acceptée, 2 à pourvoir · liste d’attente : 3 places, 1 déjà inscrite'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la sélection' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmer la sélection' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await expect(toast(page, 'Sélection enregistrée')).toBeVisible();
}
