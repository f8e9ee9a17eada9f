import { expect, test, type Page } from '@playwright/test';
import { logIn, resetSandbox, setLifetimes, watchPageErrors } from './support';

// One session, several tabs of one browser (docs/behaviour.md, « Session »). The identity
// provider rotates the refresh token and refuses a spent one (reuse 0): a tab that refreshes with a
// token another tab already spent, or that writes a spent token back, ends the session for all.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** After a reload: the tab shows its page again (signed in), or the sign-in (the session was lost). */
async function signedInAfter(tab: Page): Promise<boolean> {
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/^(Mon profil|Connexion candidat)$/, {
    timeout: 15_000,
  });
  return !new URL(tab.url()).pathname.startsWith('/connexion');
}

test('two then three tabs refreshing in turn and at the same instant keep the session: 0 lost in 20 trials', async ({
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // An access token shorter than the portal's 30 s expiry margin is never fresh: every page load
  // refreshes it (call 2), so each reload below is one refresh per tab.
  await setLifetimes(request, { accessTokenLifespan: 10 });
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
  const errors = tabs.map(watchPageErrors);
  await logIn(tabs[0] as Page, 'candidat.soumis@example.org');
  await expect((tabs[0] as Page).getByText('Soumise le 8 juillet 2025')).toBeVisible();
  for (const tab of tabs) await tab.goto('/profil');

  const grants: string[] = [];
  for (const tab of tabs) {
    tab.on('request', (req) => {
      if (req.url().endsWith('/protocol/openid-connect/token') && req.method() === 'POST')
        grants.push('refresh');
    });
  }

  const outcomes: string[] = [];
  for (let trial = 1; trial <= 20; trial += 1) {
    const inPlay = trial <= 10 ? tabs.slice(0, 2) : tabs;
    const together = trial % 2 === 0;
    let kept: boolean[];
    if (together) {
      await Promise.all(inPlay.map((tab) => tab.reload()));
      kept = await Promise.all(inPlay.map(signedInAfter));
    } else {
      kept = [];
      for (const tab of inPlay) {
        await tab.reload();
        kept.push(await signedInAfter(tab));
      }
    }
    const label = `${inPlay.length} tabs ${together ? 'at once' : 'in turn'}`;
    outcomes.push(`${trial}: ${label}: ${kept.every(Boolean) ? 'kept' : 'LOST'}`);
    if (!kept.every(Boolean)) break;
  }
  console.log(`tabs: ${outcomes.filter((o) => o.endsWith('kept')).length}/20 trials kept the session`);
  expect(outcomes.filter((outcome) => !outcome.endsWith('kept'))).toEqual([]);
  expect(outcomes).toHaveLength(20);
  // The tabs refreshed (at least one refresh per trial), they did not just read a cached page.
  expect(grants.length).toBeGreaterThanOrEqual(20);
  expect(errors.flat()).toEqual([]);
});
