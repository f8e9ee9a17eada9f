import { describe, expect, it, vi } from 'vitest';
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
  never,
  signedInStorage,
} from './support';

const TIMEOUT_TEXT = 'Le serveur met trop de temps à répondre. Vérifiez votre connexion puis réessayez.';

function dashboard(network: ReturnType<typeof fakeFetch>, settings = {}) {
  return app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
    path: paths.dashboard,
    fetch: network.fetch,
    storage: signedInStorage(),
    settings,
  }).element;
}

/** A call that fails first, then answers normally (the service came back). */
function failingOnce(failure: () => Response | Promise<Response>, then: () => Response) {
  let calls = 0;
  return () => (calls++ === 0 ? failure() : then());
}

describe('the dashboard never shows a failure as absence', () => {
  it('call 3 answering 500: "Impossible de charger vos candidatures" with Réessayer, not "Aucune candidature"', async () => {
    const network = fakeFetch(
      candidateService({
        applications: failingOnce(
          () => json({ isSuccess: false, message: 'panne' }, 500),
          () => envelope([application]),
        ),
      }),
    );
    await render(dashboard(network));
    await expect.element(page.getByText('Impossible de charger vos candidatures')).toBeVisible();
    await expect.element(page.getByText('Aucune candidature trouvée')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Réessayer' }));
    await expect.element(page.getByText('+221 77 412 35 68')).toBeVisible();
    await expect.element(page.getByText('Impossible de charger vos candidatures')).not.toBeInTheDocument();
  });

  it('call 3 answering isSuccess false is "no application" (the spec\'s empty state)', async () => {
    const network = fakeFetch(
      candidateService({ applications: () => json({ isSuccess: false, message: null }) }),
    );
    await render(dashboard(network));
    await expect.element(page.getByText('Aucune candidature trouvée')).toBeVisible();
  });

  it('call 3 that never answers ends at the time limit with its own message, not an endless spinner', async () => {
    const network = fakeFetch(candidateService({ applications: never }));
    await render(dashboard(network, { requestTimeoutMs: 300 }));
    await expect.element(page.getByText(TIMEOUT_TEXT).first()).toBeVisible();
    await expect.element(page.getByText('Chargement de votre dashboard…')).not.toBeInTheDocument();
  });

  it('grades failing show an error in place with Réessayer, never "Aucune note disponible"', async () => {
    const network = fakeFetch(
      candidateService({
        grades: failingOnce(
          () => json({ isSuccess: false }, 503),
          () => envelope({ grades: { Mathématiques: 14 }, coefs: { Mathématiques: 4 } }),
        ),
      }),
    );
    await render(dashboard(network));
    const grades = page.getByRole('region', { name: 'Notes du baccalauréat' });
    await expect.element(grades.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect.element(grades.getByText('Aucune note disponible')).not.toBeInTheDocument();
    await userEvent.click(grades.getByRole('button', { name: 'Réessayer' }));
    await expect.element(grades.getByText('Mathématiques')).toBeVisible();
  });

  it('details failing: no programme change is offered until they load', async () => {
    const network = fakeFetch(
      candidateService({
        details: failingOnce(
          () => json({ isSuccess: false }, 500),
          () => envelope({ candidateId: 'c-1', phone: '+221 77 412 35 68' }),
        ),
      }),
    );
    await render(dashboard(network));
    const programme = page.getByRole('region', { name: 'Programme choisi' });
    await expect.element(programme.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Changer de programme' })).not.toBeInTheDocument();
    await userEvent.click(programme.getByRole('button', { name: 'Réessayer' }));
    await expect.element(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
  });

  it('a save that never answers can be left: the dialog closes at once and the timeout is still reported', async () => {
    const network = fakeFetch(candidateService({ save: never }));
    await render(dashboard(network, { requestTimeoutMs: 1_500 }));
    await userEvent.click(page.getByRole('button', { name: 'Changer de programme' }));
    const dialog = page.getByRole('dialog');
    await userEvent.click(dialog.getByRole('radio', { name: 'Mathématiques' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect.element(dialog.getByRole('button', { name: /Enregistrement/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByText(TIMEOUT_TEXT).first()).toBeVisible();
  });

  it('eligible programmes not answered in time: the timeout, never « Aucun programme éligible », and « Réessayer » in the dialog loads them', async () => {
    const network = fakeFetch(
      candidateService({
        eligible: failingOnce(never, () =>
          envelope({
            programs: [{ programId: 'p-math', programName: 'Mathématiques', shortName: 'MATH' }],
            groupInfo: null,
            isMandatoryFullRanking: false,
            hasMultipleChoices: false,
          }),
        ),
      }),
    );
    await render(dashboard(network, { requestTimeoutMs: 500 }));
    await userEvent.click(page.getByRole('button', { name: 'Changer de programme' }));
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByText(TIMEOUT_TEXT)).toBeVisible();
    await expect.element(dialog.getByText(/Aucun programme éligible/)).not.toBeInTheDocument();
    const retry = dialog.getByRole('button', { name: /^Réessayer/ });
    await expect.element(retry).toHaveFocus();
    await userEvent.click(retry);
    await expect.element(dialog.getByRole('radio', { name: 'Mathématiques' })).toBeVisible();
    await expect.element(dialog.getByText(TIMEOUT_TEXT)).not.toBeInTheDocument();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
  });

  it('a save answered 200 with a body nobody can read is an error, never « Succès »', async () => {
    const network = fakeFetch(
      candidateService({
        save: () =>
          new Response('<html>Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      }),
    );
    await render(dashboard(network));
    await userEvent.click(page.getByRole('button', { name: 'Changer de programme' }));
    const dialog = page.getByRole('dialog');
    await userEvent.click(dialog.getByRole('radio', { name: 'Mathématiques' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect.element(dialog.getByText('Une erreur est survenue lors de la modification.')).toBeVisible();
    await expect
      .element(page.getByText('Vos programmes ont été modifiés avec succès.'))
      .not.toBeInTheDocument();
  });

  it('one unreadable application (no date, unknown status) is shown with what can be read; the other is untouched; logged once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = {
      ...application,
      candidateId: 'c-2',
      bacResultId: 'bac-2',
      programName: 'Physique',
      status: 'archived',
      submissionDate: null,
    };
    const network = fakeFetch(candidateService({ applications: () => envelope([application, odd]) }));
    await render(dashboard(network));
    await expect.element(page.getByRole('heading', { name: 'Candidature : Mathématiques' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Candidature : Physique' })).toBeVisible();
    await expect.element(page.getByText('Statut inconnu').first()).toBeVisible();
    await expect.element(page.getByText('Date non renseignée')).toBeVisible();
    await expect.element(page.getByText('Soumise le 1er juin 2025')).toBeVisible();
    await expect.element(page.getByText('Impossible de charger vos candidatures')).not.toBeInTheDocument();
    const logged = warn.mock.calls.filter(([message]) => String(message).includes('read in part'));
    expect(logged).toHaveLength(1);
    warn.mockRestore();
  });
});
