import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DashboardRoute } from '../../src/features/dashboard/DashboardRoute';
import { paths } from '../../src/config/paths';
import { app, candidateService, envelope, fakeFetch, json, signedInStorage as signedIn } from './support';

const HISTORY = '/api/candidate-service/Candidate/applications/c-1/history';

const events = [
  { kind: 'submitted', at: '2025-06-01T10:00:00Z', decision: null, reason: null, receiptReference: null },
  {
    kind: 'decision',
    at: '2026-12-02T10:15:00Z',
    decision: 'rejected',
    reason: 'Dossier incomplet',
    receiptReference: null,
  },
];

describe('the history of an application (docs/behaviour.md, deviation 53)', () => {
  it('is asked for only when the candidate opens it, once, and shows the dated events', async () => {
    const network = fakeFetch({ ...candidateService(), [`GET ${HISTORY}`]: () => envelope(events) });
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    const summary = page.getByText('Historique de la candidature');
    await expect.element(summary).toBeVisible();
    await expect.element(page.getByText('+221 77 412 35 68')).toBeVisible();
    expect(network.requests.filter((r) => r.path === HISTORY)).toEqual([]);

    await userEvent.click(summary);
    await expect.element(page.getByText('Candidature non retenue')).toBeVisible();
    await expect.element(page.getByText('Motif : Dossier incomplet')).toBeVisible();
    await userEvent.click(summary);
    await userEvent.click(summary);
    expect(network.requests.filter((r) => r.path === HISTORY)).toHaveLength(1);
  });

  it('a service without history says it is not available; a failure offers « Réessayer »', async () => {
    let answer = () => json({ isSuccess: false, message: 'boom' }, 500);
    const network = fakeFetch({ ...candidateService(), [`GET ${HISTORY}`]: () => answer() });
    await render(
      app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    await userEvent.click(page.getByText('Historique de la candidature'));
    await expect
      .element(page.getByText('Impossible de charger l’historique.', { exact: false }))
      .toBeVisible();
    answer = () => json({ isSuccess: false, message: 'Not found' }, 404);
    await userEvent.click(page.getByRole('button', { name: 'Réessayer' }));
    await expect
      .element(page.getByText('L’historique de cette candidature n’est pas disponible pour le moment.'))
      .toBeVisible();
  });
});
