import { useNavigate, useParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { verifyEmailMachine } from '@admission/flows';
import { VerifyEmail } from '@admission/ui';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';

export function VerifyEmailRoute() {
  const { authApi } = useServices();
  const { userId } = useParams();
  const navigate = useNavigate();
  const [snapshot] = useMachine(
    verifyEmailMachine.provide({
      // Verifying is idempotent (a second link opening still succeeds): a stopped actor's call may go.
      actors: { verifyEmail: fromCall((input, signal) => authApi.verifyEmail(input.userId, { signal })) },
      // Spec section 4: success redirects to /admission/candidat/login after 2 seconds.
      actions: { redirectToLogin: () => navigate(paths.candidateLogin, { replace: true }) },
    }),
    { input: { userId } },
  );
  const status = snapshot.matches('error')
    ? 'error'
    : snapshot.matches('loading') || snapshot.matches('checking')
      ? 'verifying'
      : 'success';
  return <VerifyEmail status={status} error={snapshot.context.error ?? undefined} loginHref={paths.login} />;
}
