import { useNavigate, useParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { verifyEmailMachine } from '@admission/flows';
import { VerifyEmail } from '@admission/ui';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';

export function VerifyEmailRoute() {
  const { authApi } = useServices();
  const { userId } = useParams();
  const navigate = useNavigate();
  const [snapshot] = useMachine(
    verifyEmailMachine.provide({
      actors: { verifyEmail: fromPromise(({ input }) => authApi.verifyEmail(input.userId)) },
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
