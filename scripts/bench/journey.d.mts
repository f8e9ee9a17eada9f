import type { Browser } from 'playwright';
import type { ServedRequest } from './server.mjs';

/** The budgets of the candidate's journey, in one place. */
export const BUDGET: { loginFirstLoadBytes: number; journeyBytes: number; journeyRequests: number };
export const JOURNEY_ACCOUNT: { email: string; password: string };
/** Builds the portal into apps/portal/`outDir` with the API on its own origin; returns the folder. */
export function buildSameOrigin(outDir: string, options?: { quiet?: boolean }): string;
/** apps/portal/`outDir` copied from the same-origin build `built` when there is one, else built. */
export function sameOriginBuild(outDir: string, built?: string): string;
export function total(entries: ServedRequest[]): { requests: number; bytes: number };
export function describeLog(entries: ServedRequest[]): string;
/** Opening /connexion to the drawn dashboard in a fresh context; the server's log of it. */
export function measureJourney(
  baseUrl: string,
  log: ServedRequest[],
  options?: { browser?: Browser; account?: { email: string; password: string } },
): Promise<{ firstLoad: ServedRequest[]; journey: ServedRequest[] }>;
/** The journey, then the dashboard opened again (served requests), then a reload without network. */
export function measureReturnAndOffline(
  baseUrl: string,
  log: ServedRequest[],
  options?: { browser?: Browser; account?: { email: string; password: string } },
): Promise<{ repeat: ServedRequest[]; offline: { ok: boolean; banner: string } }>;
