import type { ReactNode } from 'react';
import * as styles from '../Profile/Profile.css';
import { fr } from '../../copy/fr';
import { accountCopy } from '../../copy/account';
import {
  Card,
  Button,
  Alert,
  StatusBadge,
  pageStyles,
  useInLayout,
  LogoutIcon,
  RefreshIcon,
} from '@admission/ui';

export interface DiagnosticsUser {
  id: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  isActive?: boolean | undefined;
  createdAt?: string | undefined;
  roles: readonly string[];
}

/** The access token's claims, already decoded by the app. */
export interface DiagnosticsClaims {
  sub?: string | undefined;
  iss?: string | undefined;
  aud?: string | readonly string[] | undefined;
  /** Seconds since the epoch. */
  exp?: number | undefined;
  iat?: number | undefined;
  realmRoles?: readonly string[] | undefined;
}

export interface AuthDiagnosticsProps {
  /** Whether the session is valid. */
  authenticated: boolean;
  /** Whether an access token is stored. */
  hasAccessToken: boolean;
  /** Whether a refresh token is stored. */
  hasRefreshToken: boolean;
  /** The stored user, if any. */
  user?: DiagnosticsUser | null | undefined;
  /** `null` when the token is missing or could not be decoded. */
  claims?: DiagnosticsClaims | null | undefined;
  /** Whether the user holds student, candidate or ROLE_CANDIDATE (decided by the app). */
  canAccessCandidatePortal: boolean;
  /** « Recharger »: the app reads the session again. */
  onReload: () => void;
  /** « Déconnexion ». */
  onLogout: () => void;
}

const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

function formatEpoch(seconds: number | undefined): string {
  return seconds === undefined ? fr.common.notProvided : `${dateTime.format(new Date(seconds * 1000))} UTC`;
}

function formatDate(iso: string | undefined): string {
  if (!iso) return fr.common.notProvided;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date)} UTC`;
}

function yesNo(value: boolean, tone = true): ReactNode {
  return (
    <StatusBadge tone={value === tone ? 'positive' : 'critical'}>
      {value ? accountCopy.authDiagnostics.yes : accountCopy.authDiagnostics.no}
    </StatusBadge>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function list(values: readonly string[] | undefined): string {
  return values && values.length > 0 ? values.join(', ') : accountCopy.authDiagnostics.noRoles;
}

/** /test-auth: what the portal knows about the session, for support and developers. */
export function AuthDiagnostics({
  authenticated,
  hasAccessToken,
  hasRefreshToken,
  user,
  claims,
  canAccessCandidatePortal,
  onReload,
  onLogout,
}: AuthDiagnosticsProps) {
  // Its own page, or the content of the signed-in shell (which has the `<main>`).
  const Page = useInLayout() ? 'div' : 'main';
  const t = accountCopy.authDiagnostics;
  const audience = claims?.aud === undefined ? fr.common.notProvided : [claims.aud].flat().join(', ');
  return (
    <Page className={styles.page} data-adm="auth-diagnostics">
      <h1 className={styles.title} data-adm-part="title">
        {t.title}
      </h1>
      <Card title={t.status}>
        <Facts
          rows={[
            [
              t.status,
              <StatusBadge key="s" tone={authenticated ? 'positive' : 'critical'}>
                {authenticated ? t.authenticated : t.notAuthenticated}
              </StatusBadge>,
            ],
            [t.accessToken, yesNo(hasAccessToken)],
            [t.refreshToken, yesNo(hasRefreshToken)],
          ]}
        />
      </Card>
      <Card title={t.userTitle}>
        {user ? (
          <Facts
            rows={[
              [t.id, user.id],
              [t.email, user.email],
              [t.name, [user.firstName, user.lastName].filter(Boolean).join(' ') || fr.common.notProvided],
              [t.active, user.isActive === undefined ? fr.common.notProvided : yesNo(user.isActive)],
              [t.createdAt, formatDate(user.createdAt)],
              [t.roles, list(user.roles)],
            ]}
          />
        ) : (
          <Alert tone="caution" live="off">
            {t.noUser}
          </Alert>
        )}
      </Card>
      <Card title={t.tokenTitle}>
        {claims ? (
          <Facts
            rows={[
              [t.subject, claims.sub ?? fr.common.notProvided],
              [t.issuer, claims.iss ?? fr.common.notProvided],
              [t.audience, audience],
              [t.expiresAt, formatEpoch(claims.exp)],
              [t.issuedAt, formatEpoch(claims.iat)],
              [t.realmRoles, list(claims.realmRoles)],
            ]}
          />
        ) : (
          <Alert tone="critical" live="off">
            {t.invalidToken}
          </Alert>
        )}
      </Card>
      <Card title={t.portalAccessTitle}>
        <Alert tone={canAccessCandidatePortal ? 'positive' : 'critical'} live="off">
          {canAccessCandidatePortal ? t.portalAccessYes : t.portalAccessNo}
        </Alert>
      </Card>
      <div className={pageStyles.actions}>
        <Button variant="secondary" onClick={onReload}>
          <RefreshIcon />
          {t.reload}
        </Button>
        <Button tone="critical" onClick={onLogout}>
          <LogoutIcon />
          {t.logout}
        </Button>
      </div>
    </Page>
  );
}
