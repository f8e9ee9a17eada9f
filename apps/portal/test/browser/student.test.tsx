import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleCourses, sampleDocuments, sampleStudent, sampleTimetable } from '@admission/screens/testing';
import { StudentDashboardRoute } from '../../src/features/account/StudentDashboardRoute';
import { ProfileRoute } from '../../src/features/account/ProfileRoute';
import { paths } from '../../src/config/paths';
import {
  app,
  application,
  envelope,
  fakeFetch,
  json,
  makeToken,
  memoryStorage,
  type FakeRequest,
} from './support';

// docs/behaviour.md, deviation 41: candidat.accepte (Fatou Sow) opened « Mon espace
// étudiant » and read « Bienvenue, Aminata Diallo », a sample person's number, programme and e-mail;
// the profile showed everyone the same sample registration number.
const FATOU = 'account-fatou';
const API = '/api/candidate-service';

function fatouSignedIn() {
  const storage = memoryStorage();
  storage.setItem(
    'access_token',
    makeToken({
      sub: FATOU,
      email: 'candidat.accepte@example.org',
      given_name: 'Fatou',
      family_name: 'Sow',
      realm_access: { roles: ['default-roles-admission', 'student'] },
    }),
  );
  storage.setItem('refresh_token', 'refresh-1');
  storage.setItem('accountId', FATOU);
  // As the login stores it, from the token's claims.
  storage.setItem('user', JSON.stringify(storedUser(FATOU, 'candidat.accepte@example.org', 'Fatou', 'Sow')));
  return storage;
}

function storedUser(id: string, email: string, firstName: string, lastName: string) {
  const at = new Date().toISOString();
  return { id, email, firstName, lastName, roles: ['student'], isActive: true, createdAt: at, updatedAt: at };
}

const approved = {
  ...application,
  candidateId: 'c-fatou',
  accountId: FATOU,
  bacFirstName: 'Fatou',
  bacLastName: 'Sow',
  programName: 'Licence Lettres modernes',
  status: 'approved',
  phone: '+221 78 655 02 47',
};

function candidateServiceOf(applications: (request: FakeRequest) => Response | Promise<Response>) {
  return fakeFetch({ [`GET ${API}/Candidate/with-applications-bac/account/${FATOU}`]: applications });
}

/** Nothing of a sample person, anywhere on the page. */
function expectNoSample() {
  const text = document.body.textContent ?? '';
  for (const value of [
    sampleStudent.name,
    sampleStudent.email,
    sampleStudent.phone,
    sampleStudent.studentId,
    sampleStudent.program,
    'ADM-2025-000123',
    ...sampleCourses.map((course) => course.teacher),
    ...sampleTimetable.map((slot) => slot.room),
    ...sampleDocuments.map((document) => document.name),
  ])
    expect(text).not.toContain(value);
}

describe('the student space shows the signed-in person, never a sample', () => {
  it('names Fatou Sow, her e-mail and her accepted programme; says what is not known yet', async () => {
    const network = candidateServiceOf(() =>
      envelope([
        { ...approved, candidateId: 'c-old', programName: 'Licence Chimie', status: 'rejected' },
        approved,
      ]),
    );
    await render(
      app([{ path: paths.studentDashboard, element: <StudentDashboardRoute /> }], {
        path: paths.studentDashboard,
        fetch: network.fetch,
        storage: fatouSignedIn(),
      }).element,
    );
    const welcome = page.getByRole('region', { name: 'Bienvenue, Fatou Sow' });
    await expect.element(welcome).toBeVisible();
    await expect.element(welcome.getByText('candidat.accepte@example.org')).toBeVisible();
    await expect.element(welcome.getByText('Licence Lettres modernes')).toBeVisible();
    await expect.element(welcome.getByText('+221 78 655 02 47')).toBeVisible();
    await expect.element(welcome.getByText('Attribué à l’inscription')).toBeVisible();
    await expect.element(welcome.getByText('Pas encore enregistrée')).toBeVisible();
    await expect
      .element(page.getByRole('tabpanel', { name: 'Mes cours' }))
      .toHaveTextContent('Vos cours ne sont pas encore disponibles dans ce portail.');
    expect(network.requests.map((request) => request.path)).toEqual([
      `${API}/Candidate/with-applications-bac/account/${FATOU}`,
    ]);
    expectNoSample();
  });

  it('says the programme is loading, then that it could not be loaded, without inventing one', async () => {
    let answer: (response: Response) => void = () => {};
    const network = candidateServiceOf(() => new Promise<Response>((resolve) => (answer = resolve)));
    await render(
      app([{ path: paths.studentDashboard, element: <StudentDashboardRoute /> }], {
        path: paths.studentDashboard,
        fetch: network.fetch,
        storage: fatouSignedIn(),
      }).element,
    );
    const welcome = page.getByRole('region', { name: 'Bienvenue, Fatou Sow' });
    await expect.element(welcome.getByText('Chargement…')).toBeVisible();
    answer(json({ isSuccess: false, message: 'Erreur' }, 500));
    await expect.element(welcome.getByText('Impossible de le charger pour le moment')).toBeVisible();
    expectNoSample();
  });

  it('names no programme when no application is accepted', async () => {
    const network = candidateServiceOf(() => envelope([{ ...approved, status: 'submitted' }]));
    await render(
      app([{ path: paths.studentDashboard, element: <StudentDashboardRoute /> }], {
        path: paths.studentDashboard,
        fetch: network.fetch,
        storage: fatouSignedIn(),
      }).element,
    );
    const welcome = page.getByRole('region', { name: 'Bienvenue, Fatou Sow' });
    await expect.element(welcome.getByText('Non renseigné').first()).toBeVisible();
    await expect.element(welcome.getByText('Licence Lettres modernes')).not.toBeInTheDocument();
  });

  it('never draws a stored user of another account', async () => {
    const storage = fatouSignedIn();
    storage.setItem(
      'user',
      JSON.stringify(storedUser('account-other', sampleStudent.email, 'Aminata', 'Diallo')),
    );
    const network = candidateServiceOf(() => envelope([approved]));
    await render(
      app([{ path: paths.studentDashboard, element: <StudentDashboardRoute /> }], {
        path: paths.studentDashboard,
        fetch: network.fetch,
        storage,
      }).element,
    );
    await expect.element(page.getByText('Licence Lettres modernes')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Bienvenue', exact: true })).toBeVisible();
    expectNoSample();
  });
});

describe('the profile shows the signed-in person, never a sample number', () => {
  it('names Fatou Sow and her e-mail; the registration number is « Attribué à l’inscription »', async () => {
    const network = candidateServiceOf(() => envelope([approved]));
    await render(
      app([{ path: paths.profile, element: <ProfileRoute /> }], {
        path: paths.profile,
        fetch: network.fetch,
        storage: fatouSignedIn(),
      }).element,
    );
    await expect.element(page.getByText('Fatou Sow')).toBeVisible();
    await expect.element(page.getByText('candidat.accepte@example.org')).toBeVisible();
    await expect.element(page.getByText('+221 78 655 02 47')).toBeVisible();
    await expect.element(page.getByText('Attribué à l’inscription')).toBeVisible();
    expectNoSample();
  });
});
