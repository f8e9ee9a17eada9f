import { useNavigate, useParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { VERIFY_EMAIL_REDIRECT_PATH, verifyEmailMachine } from '@admission/flows';
import { VerifyEmail } from '@admission/ui';
import { authApi } from '../../services/session';
import { statusOf } from '../../services/authStatus';

export function VerifyEmailRoute() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const [snapshot] = useMachine(
    verifyEmailMachine.provide({
      actors: {
        verifyEmail: fromPromise(async ({ input }) => statusOf(await authApi.verifyEmail(input.userId))),
      },
      actions: { redirectToLogin: () => navigate(VERIFY_EMAIL_REDIRECT_PATH, { replace: true }) },
    }),
    { input: { userId } },
  );
  const status = snapshot.matches('error')
    ? 'error'
    : snapshot.matches('loading') || snapshot.matches('checking')
      ? 'verifying'
      : 'success';
  return <VerifyEmail status={status} error={snapshot.context.error ?? undefined} loginHref="/connexion" />;
}
