import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DashboardRoute } from '../../src/features/dashboard/DashboardRoute';
import { paths } from '../../src/config/paths';
import { PROGRAM_DRAFT_VERSION } from '../../src/services/programDraft';
import { app, candidateService, fakeFetch, json, makeToken, signedInStorage } from './support';

// docs/behaviour.md, deviation 47: a reload, Back or a session that ended
// with the programme dialog open dropped the ranking without a word. It is kept for this tab and
// this account, and offered back; never to another account.
const KEY = 'programChangeDraft';
// `version: null`: a draft as the portal kept it before drafts had a version.
const draft = (accountId: string, version: number | null = PROGRAM_DRAFT_VERSION) =>
  JSON.stringify({
    ...(version === null ? {} : { version }),
    accountId,
    candidateId: 'c-1',
    selection: { mode: 'multiple', ranking: { 'p-pa': 1, 'p-er': 2 }, singleProgramId: null },
  });

afterEach(() => sessionStorage.removeItem(KEY));

function dashboard(storage = signedInStorage(), save = () => json({ isSuccess: true, message: 'ok' })) {
  return app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
    path: paths.dashboard,
    fetch: fakeFetch(candidateService({ save })).fetch,
    storage,
  }).element;
}

describe('a programme change interrupted, offered back', () => {
  it('keeps the ranking being edited for this account, and drops it once saved', async () => {
    await render(dashboard());
    await userEvent.click(page.getByRole('button', { name: 'Changer de programme' }));
    const dialog = page.getByRole('dialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Rang 1 : Productions animales' }));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      version: PROGRAM_DRAFT_VERSION,
      accountId: 'account-1',
      candidateId: 'c-1',
      selection: { mode: 'multiple', ranking: { 'p-pa': 1 }, singleProgramId: null },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Rang 2 : Économie rurale' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Rang 3 : Productions végétales' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect.element(page.getByText('Vos programmes ont été modifiés avec succès.')).toBeVisible();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('opens the dialog again with the ranking as it was left, and says so', async () => {
    sessionStorage.setItem(KEY, draft('account-1'));
    await render(dashboard());
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByText(/^Votre choix n’avait pas été enregistré/)).toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: 'Rang 1 : Productions animales' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(dialog.getByRole('button', { name: 'Rang 2 : Économie rurale' }))
      .toHaveAttribute('aria-pressed', 'true');
    // Closed on purpose: nothing is offered again.
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('never offers another account’s ranking', async () => {
    sessionStorage.setItem(KEY, draft('account-2'));
    await render(dashboard());
    await expect.element(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });

  it('offers nothing from a draft an older portal kept (no version), and removes it', async () => {
    sessionStorage.setItem(KEY, draft('account-1', null));
    await render(dashboard());
    await expect.element(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('a sign-in of another account drops it; signing out on purpose drops it', async () => {
    sessionStorage.setItem(KEY, draft('account-1'));
    const { services } = app([], { path: '/', fetch: fakeFetch({}).fetch, storage: signedInStorage() });
    services.logout('expired');
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    services.logout();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    sessionStorage.setItem(KEY, draft('account-1'));
    services.signIn({
      tokens: {
        access_token: makeToken({ sub: 'account-2' }),
        refresh_token: 'r',
        expires_in: 300,
        token_type: 'Bearer',
      } as never,
      claims: { sub: 'account-2' } as never,
      user: { id: 'account-2' } as never,
    });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
