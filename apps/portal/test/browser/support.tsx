// Container tests: the portal's real routes, machines, clients and ui in Chromium, with the
// network replaced by a fake fetch that answers like the identity provider and candidate-service.
import { beforeEach } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type RouteObject,
  type To,
} from 'react-router-dom';
import type { AccessTokenClaims, StorageLike } from '@admission/api-client';
import { ToastProvider } from '@admission/ui';
import { Providers } from '../../src/app/Providers';
import { AppRoutes } from '../../src/app/router';
import { createServices } from '../../src/app/services';
import type { PortalConfig } from '../../src/config/env';
import { ServicesContext, type Services } from '../../src/services/context';
import { memoryStorage } from '../memoryStorage';

export { memoryStorage };

// Every test starts with an empty tab: what a test left in sessionStorage (a programme change kept
// for later, services/programDraft.ts) must not open a dialog in the next one, nor the sign-in
// refusals a test counted (services/loginFailures.ts) change the next one's message.
beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem('loginFailures');
});

export const config: PortalConfig = {
  apiBaseUrl: 'http://api.test',
  identityBaseUrl: 'http://sso.test',
  realm: 'admission',
  clientId: 'auth-service',
  clientSecret: undefined,
  dpop: false,
  requestTimeoutMs: 2_000,
  idleSeconds: 1500,
  idleWarningSeconds: 120,
  support: {
    email: 'aide@univ.test',
    phones: ['+221 33 123 45 67', '+221 33 123 45 68', '+221 77 123 45 69'],
  },
};

export const TOKEN_PATH = '/realms/admission/protocol/openid-connect/token';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token as Keycloak shapes it (unsigned: the portal decodes, the API verifies). */
export function makeToken(overrides: Partial<AccessTokenClaims> = {}): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims: AccessTokenClaims = {
    sub: 'account-1',
    iat,
    exp: iat + 300,
    email: 'awa.diop@example.sn',
    given_name: 'Awa',
    family_name: 'Diop',
    realm_access: { roles: ['default-roles-admission', 'candidate'] },
    ...overrides,
  };
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export const tokenResponse = (accessToken = makeToken(), refreshToken = 'refresh-1') => ({
  access_token: accessToken,
  expires_in: 300,
  refresh_token: refreshToken,
  refresh_expires_in: 1800,
  token_type: 'Bearer',
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const envelope = (data: unknown) => json({ isSuccess: true, data, message: null });

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string;
  form: FormData | null;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

/** An answer that never comes (the server hangs): only a time limit ends the request. */
export const never = (): Promise<Response> => new Promise<Response>(() => {});

/**
 * A fetch that answers `METHOD /path` (the path may end with `*`) from `routes`; anything else is
 * a 404. Every request is recorded, body included.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const isMultipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const recorded: FakeRequest = {
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: isMultipart ? '' : await request.clone().text(),
      form: isMultipart ? await request.clone().formData() : null,
    };
    requests.push(recorded);
    const answer = async () => {
      for (const [key, handler] of Object.entries(routes)) {
        const [method, pattern = ''] = key.split(' ');
        const matches = pattern.endsWith('*')
          ? url.pathname.startsWith(pattern.slice(0, -1))
          : url.pathname === pattern;
        if (method === request.method && matches) return handler(recorded);
      }
      return json({ isSuccess: false, message: 'not found' }, 404);
    };
    // Like a real fetch, an aborted request (a time limit) rejects at once, answered or not.
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      void answer().then(resolve, reject);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** The path and state the router ended on, shown so a test can read them. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {name} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

export const landing = (path: string, name = path): RouteObject => ({
  path,
  element: <Landing name={name} />,
});

/** The test's view of the router: where it is, and a way to move (as the data router's `router`). */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To | number) => Promise<void>;
}

/** Renders `routes` at `path` with real services over `fetch` and `storage`, in a memory router. */
export function app(
  routes: RouteObject[],
  {
    path,
    state,
    fetch,
    storage = memoryStorage(),
    settings = {},
  }: {
    path: string;
    state?: unknown;
    fetch: typeof globalThis.fetch;
    storage?: StorageLike;
    /** Overrides of the test configuration (time limits, idle durations). */
    settings?: Partial<PortalConfig>;
  },
): { element: ReactNode; services: Services; router: TestRouter } {
  // Its own refresh lock: a refresh left pending by an earlier test must not hold this app's.
  const services = createServices({
    config: { ...config, ...settings },
    storage,
    fetch,
    refreshLock: `test-refresh-${crypto.randomUUID()}`,
  });
  const { pathname, search } = new URL(path, 'http://portal.test');
  const router: TestRouter = {
    state: { location: { pathname, search, hash: '', state, key: 'default' } },
    navigate: async () => {},
  };
  /** Keeps `router` on the current location, and lets a test go back or forward. */
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      Object.assign(router, {
        state: { location },
        navigate: async (to: To | number) => {
          if (typeof to === 'number') await navigate(to);
          else await navigate(to);
        },
      });
    }, [location, navigate]);
    return null;
  }
  return {
    services,
    router,
    element: (
      <ServicesContext.Provider value={services}>
        <Providers>
          <ToastProvider>
            <MemoryRouter initialEntries={[{ pathname, search, state }]}>
              <Probe />
              <AppRoutes table={routes} />
            </MemoryRouter>
          </ToastProvider>
        </Providers>
      </ServicesContext.Provider>
    ),
  };
}

const API = '/api/candidate-service';

const agro = [
  { programId: 'p-pv', programName: 'Productions végétales', shortName: 'PV' },
  { programId: 'p-pa', programName: 'Productions animales', shortName: 'PA' },
  { programId: 'p-er', programName: 'Économie rurale', shortName: 'ER' },
];

export const application = {
  candidateId: 'c-1',
  accountId: 'account-1',
  bacFirstName: 'Awa',
  bacLastName: 'Diop',
  bacNationality: 'Sénégalaise',
  bacSerie: 'S2',
  bacResultId: 'bac-1',
  bacDob: '2005-03-04',
  applicationType: 'single_choice',
  programName: 'Mathématiques',
  status: 'submitted',
  submissionDate: '2025-06-01T10:00:00Z',
};

/** A signed-in candidate's storage (fresh access token, refresh token, account id). */
export function signedInStorage() {
  const storage = memoryStorage();
  storage.setItem('access_token', makeToken());
  storage.setItem('refresh_token', 'refresh-1');
  storage.setItem('accountId', 'account-1');
  return storage;
}

export type CandidateCall = 'applications' | 'grades' | 'details' | 'eligible' | 'save' | 'calendar';

/** candidate-service's answers for candidat « Awa Diop » (calls 3-7); `handlers` replaces any of them. */
export function candidateService(
  handlers: Partial<Record<CandidateCall, Handler>> = {},
): Record<string, Handler> {
  return {
    [`GET ${API}/Candidate/with-applications-bac/account/account-1`]:
      handlers.applications ?? (() => envelope([application])),
    [`GET ${API}/BacResult/GradesAndCoefs/bac-1`]:
      handlers.grades ?? (() => envelope({ grades: { Mathématiques: 14 }, coefs: { Mathématiques: 4 } })),
    [`GET ${API}/Candidate/application-details/c-1`]:
      handlers.details ?? (() => envelope({ candidateId: 'c-1', phone: '+221 77 412 35 68' })),
    [`GET ${API}/SelectionCriteria/eligible-programs-with-group-detection/S2`]:
      handlers.eligible ??
      (() =>
        envelope({
          programs: [...agro, { programId: 'p-math', programName: 'Mathématiques', shortName: 'MATH' }],
          groupInfo: { groupId: 'g-agro', groupName: 'Sciences Agronomiques', programs: agro },
          isMandatoryFullRanking: false,
          hasMultipleChoices: true,
        })),
    [`PUT ${API}/Candidate/update-with-choices`]:
      handlers.save ?? (() => json({ isSuccess: true, message: null })),
    // This portal's addition, optional: by default the service lacks it (404), as a real one may.
    [`GET ${API}/AdmissionCalendar/current`]:
      handlers.calendar ?? (() => json({ isSuccess: false, message: 'Not found' }, 404)),
  };
}

/** A staff member's device, signed in: their tokens and their user as the portal keeps them. */
export function staffStorage(accessToken: string, roles: string[]) {
  const storage = memoryStorage();
  storage.setItem('access_token', accessToken);
  storage.setItem('refresh_token', 'refresh-1');
  storage.setItem(
    'user',
    JSON.stringify({
      id: 'staff-1',
      email: 'admin@example.org',
      firstName: 'Abdoulaye',
      lastName: 'Sy',
      roles,
      isActive: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    }),
  );
  storage.setItem('accountId', 'staff-1');
  return storage;
}
