import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { verifyEmailMachine } from '@admission/flows';
import { VerifyEmail, publicPagesCopy } from '@admission/screens';
import { paths, type LoginLocationState } from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';
import { typedAddress } from '../../services/typedAddress';

/** What the sign-in says next: the account is active, naming the address when this page had it typed. */
function verified(): LoginLocationState {
  const email = typedAddress();
  const { accountActive, accountActiveFor } = publicPagesCopy.verifyEmail;
  return { confirmation: email ? accountActiveFor(email) : accountActive };
}

export function VerifyEmailRoute() {
  const { authApi } = useServices();
  const { userId } = useParams();
  // The link's secret (this portal's change to call 8; docs/behaviour.md, deviation 49).
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const [snapshot] = useMachine(
    verifyEmailMachine.provide({
      // A second call with the same link still succeeds for a while (the server keeps a used token
      // ten minutes): a stopped actor's call may go.
      actors: { verifyEmail: fromCall((input, signal) => authApi.verifyEmail(input, { signal })) },
      // Success redirects to /admission/candidat/login after 2 seconds (docs/behaviour.md, « Verify
      // e-mail »), which then says the account is active.
      actions: {
        redirectToLogin: () => navigate(paths.candidateLogin, { replace: true, state: verified() }),
        log: reportLog,
      },
    }),
    { input: { userId, token } },
  );
  const status = snapshot.matches('error')
    ? 'error'
    : snapshot.matches('loading') || snapshot.matches('checking')
      ? 'verifying'
      : 'success';
  return (
    <VerifyEmail
      status={status}
      error={snapshot.context.error ?? undefined}
      loginHref={paths.login}
      resendVerificationHref={paths.resendVerification}
    />
  );
}
