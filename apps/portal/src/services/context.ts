// The app's services as features see them: created once by the app (app/services.ts) and handed
// down through React context, so a container test can give a route its own fakes.
import { createContext, useContext } from 'react';
import type {
  AuthApi,
  CalendarApi,
  CandidateApi,
  CandidateApiOptions,
  PasswordApi,
  SignedIn,
  TokenClient,
  TokenStorage,
} from '@admission/api-client';
import type { SessionActorRef, SessionController } from '@admission/flows';
import type { PortalConfig } from '../config/env';
import type { LastKnownStore } from './offline/lastKnownStore';

export interface Services {
  config: PortalConfig;
  tokenStorage: TokenStorage;
  /** The candidate's last-known dashboard on this device (shown without network). */
  lastKnown: LastKnownStore;
  /** The identity provider's token endpoint (calls 1 and 2). */
  tokenClient: TokenClient;
  /** candidate-service (calls 3 to 7), with bearer auth and one refresh and retry on 401. */
  candidateApi: CandidateApi;
  /** The admission calendar (public, no token): this portal's addition to candidate-service. */
  calendarApi: CalendarApi;
  /**
   * What a client of candidate-service's bearer-protected calls is made from (base URL, fetch,
   * time limit, the session's token and refresh): the staff pages make their client from it, so the
   * staff API's code loads with them, not in the first chunk every candidate downloads.
   */
  bearer: CandidateApiOptions;
  /** The auth API (calls 8 to 10); its code loads with its first call (app/clients.ts). */
  authApi: Omit<AuthApi, 'client'>;
  /** The auth API's signed-in password change, with candidate-service's bearer and refresh. */
  passwordApi: Omit<PasswordApi, 'client'>;
  /** The one session: the single place a refresh happens. */
  sessionActor: SessionActorRef;
  /** Promise API over the session, for guards. */
  session: SessionController;
  /** A sign-in (call 1): the session takes it, and the device notes when it ends. */
  signIn: (signedIn: SignedIn) => void;
  /** Clears tokens and user (storage and session); `inactivity` when the idle warning ran out. */
  logout: (reason?: 'inactivity' | 'expired') => void;
  /** Whether the session was last ended for inactivity (until the next login). */
  endedForInactivity: () => boolean;
  /** Whether the last session ended because it expired (refresh refused, or the API refused a fresh token). */
  endedAsExpired: () => boolean;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesContext.Provider>');
  return services;
}
