import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { decodeAccessToken, rolesOf } from '@admission/api-client';
import { isCandidatePortalRole } from '@admission/flows';
import { AuthDiagnostics } from '@admission/screens';
import type { TokenStorage } from '@admission/api-client';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';

function readDiagnostics(tokenStorage: TokenStorage) {
  const accessToken = tokenStorage.getAccessToken();
  const claims = decodeAccessToken(accessToken);
  const user = tokenStorage.getUser();
  // The token is the authority: its roles, not the stored user's (which may be absent or stale).
  const roles = claims ? rolesOf(claims) : [];
  return {
    authenticated: claims !== null && claims.exp > Date.now() / 1000,
    hasAccessToken: Boolean(accessToken),
    hasRefreshToken: Boolean(tokenStorage.getRefreshToken()),
    user,
    roles,
    claims: claims
      ? {
          sub: claims.sub,
          iss: claims.iss,
          aud: claims.aud,
          exp: claims.exp,
          iat: claims.iat,
          realmRoles: claims.realm_access?.roles ?? [],
        }
      : null,
  };
}

/** /test-auth: what the browser holds, decoded; no guard (docs/behaviour.md, « Routes »). */
export function TestAuthRoute() {
  const { tokenStorage, logout } = useServices();
  const navigate = useNavigate();
  const [diagnostics, setDiagnostics] = useState(() => readDiagnostics(tokenStorage));
  const reload = useCallback(() => setDiagnostics(readDiagnostics(tokenStorage)), [tokenStorage]);
  const { user, claims, roles } = diagnostics;
  return (
    <AuthDiagnostics
      authenticated={diagnostics.authenticated}
      hasAccessToken={diagnostics.hasAccessToken}
      hasRefreshToken={diagnostics.hasRefreshToken}
      user={user}
      claims={claims}
      canAccessCandidatePortal={isCandidatePortalRole(roles)}
      onReload={reload}
      onLogout={() => {
        logout();
        navigate(paths.login);
      }}
    />
  );
}
