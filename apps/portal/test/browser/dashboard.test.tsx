import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DashboardRoute } from '../../src/features/dashboard/DashboardRoute';
import { paths } from '../../src/config/paths';
import {
  app,
  application,
  candidateService,
  envelope,
  fakeFetch,
  json,
  signedInStorage as signedIn,
  type FakeRequest,
} from './support';

function candidateServiceSaving(save: (request: FakeRequest) => Response) {
  let saved = false;
  return fakeFetch(
    candidateService({
      details: () =>
        envelope(
          saved
            ? { candidateId: 'c-1', applicationType: 'multiple_choice', programName: 'Sciences Agronomiques' }
            : { candidateId: 'c-1', phone: '+221 77 412 35 68' },
        ),
      save: (request) => {
        const response = save(request);
        saved = response.ok;
        return response;
      },
    }),
  );
}

async function openAndRank() {
  await userEvent.click(page.getByRole('button', { name: 'Changer de programme' }));
  const dialog = page.getByRole('dialog');
  await expect.element(dialog.getByRole('button', { name: 'Rang 1 : Productions animales' })).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Enregistrer' });
  await expect.element(save).toBeDisabled();
  await userEvent.click(dialog.getByRole('button', { name: 'Rang 1 : Productions animales' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Rang 2 : Économie rurale' }));
  await expect.element(save).toBeDisabled();
  await userEvent.click(dialog.getByRole('button', { name: 'Rang 3 : Productions végétales' }));
  await expect.element(save).toBeEnabled();
  return { dialog, save };
}

describe('DashboardRoute: the programme change', () => {
  it('loads the applications, grades and details, then saves a ranking as call 7 and shows the result', async () => {
    const network = candidateServiceSaving(() => json({ isSuccess: true, message: 'ok' }));
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    await expect.element(page.getByText('+221 77 412 35 68')).toBeVisible();
    const { dialog, save } = await openAndRank();
    await userEvent.click(save);

    await expect.element(page.getByText('Vos programmes ont été modifiés avec succès.')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    // The reloaded details (call 5) are merged into the card once the change has ended.
    await expect.element(page.getByText('Sciences Agronomiques').first()).toBeVisible();

    const put = network.requests.find((r) => r.method === 'PUT');
    const form = Object.fromEntries(put?.form?.entries() ?? []);
    expect(form).toEqual({
      FirstName: 'Awa',
      LastName: 'Diop',
      AccountId: 'account-1',
      BirthDate: '2005-03-04',
      Nationality: 'Sénégalaise',
      SeriesId: 'S2',
      PreferredLanguage: 'fr',
      BacResultId: 'bac-1',
      ProgramGroup: 'g-agro',
      IsMultipleChoice: 'true',
      ProgramChoicesJson: JSON.stringify([
        { ProgramId: 'p-pa', Priority: 1, ProgramName: 'Productions animales', ShortName: 'PA' },
        { ProgramId: 'p-er', Priority: 2, ProgramName: 'Économie rurale', ShortName: 'ER' },
        { ProgramId: 'p-pv', Priority: 3, ProgramName: 'Productions végétales', ShortName: 'PV' },
      ]),
    });
    expect(put?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('keeps the selection and shows the server message when the save is refused', async () => {
    const network = candidateServiceSaving(() =>
      json({ isSuccess: false, message: 'La période de modification est close.' }),
    );
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    const { dialog, save } = await openAndRank();
    await userEvent.click(save);
    await expect.element(dialog.getByText('La période de modification est close.')).toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: 'Rang 1 : Productions animales' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(save).toBeEnabled();
  });

  it('closes without saving on Escape, leaving the application as it was', async () => {
    const network = candidateServiceSaving(() => json({ isSuccess: true }));
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    await openAndRank();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(network.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('DashboardRoute: the admission calendar (this portal’s addition)', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const calendar = (choicesCloseOn: string) => () =>
    envelope({
      academicYear: '2026-2027',
      timeZone: 'UTC',
      opensOn: day(-60),
      choicesCloseOn,
      resultsOn: day(40),
      enrolmentOn: null,
    });

  it('shows the next date with the days left, and keeps the change offered until its last day', async () => {
    const network = fakeFetch(candidateService({ calendar: calendar(day(0)) }));
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    await expect
      .element(page.getByText(/^Dernier jour pour modifier vos choix\u00a0: .* \(aujourd’hui\)$/))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
    // Public: asked for without the candidate's token.
    const asked = network.requests.find((r) => r.path.endsWith('/AdmissionCalendar/current'));
    expect(asked?.headers.get('authorization')).toBeNull();
  });

  it('past the last day, offers no change and says why', async () => {
    const network = fakeFetch(candidateService({ calendar: calendar(day(-1)) }));
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    await expect
      .element(
        page.getByText(
          /^Le dernier jour pour modifier vos choix était le .*\. Votre choix ne peut plus être modifié\.$/,
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByText(/^Publication des résultats\u00a0: .* \(dans 40 jours\)$/))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Changer de programme' }).elements()).toHaveLength(0);
  });

  it('a decided candidate is not shown the last day to change choices, but the date after it', async () => {
    const network = fakeFetch(
      candidateService({
        applications: () => envelope([{ ...application, status: 'approved' }]),
        calendar: calendar(day(3)),
      }),
    );
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    await expect
      .element(page.getByText(/^Publication des résultats\u00a0: .* \(dans 40 jours\)$/))
      .toBeVisible();
    expect(page.getByText(/Dernier jour pour modifier vos choix/).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Changer de programme' }).elements()).toHaveLength(0);
  });

  it('without the addition (404), shows no dates and still offers the change', async () => {
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: fakeFetch(candidateService()).fetch,
        storage: signedIn(),
      }).element,
    );
    await expect.element(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
    expect(page.getByText('Prochaine échéance').elements()).toHaveLength(0);
  });
});
