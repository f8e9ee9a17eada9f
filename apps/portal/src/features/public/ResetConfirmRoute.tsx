import { useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { resetConfirmMachine } from '@admission/flows';
import { ResetConfirm } from '@admission/screens';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { reportLog } from '../../services/report';
import { fromCall } from '../../services/fromCall';

export function ResetConfirmRoute() {
  const { authApi } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [snapshot, send] = useMachine(
    resetConfirmMachine.provide({
      actors: {
        checkLink: fromCall((input, signal) => authApi.checkPasswordReset(input.token, { signal })),
        confirmReset: fromCall((input) => authApi.confirmPasswordReset(input)),
      },
      actions: { log: reportLog },
    }),
    { input: { token } },
  );
  const status =
    snapshot.matches('opening') || snapshot.matches('checking')
      ? 'checking'
      : snapshot.matches('sending')
        ? 'sending'
        : snapshot.matches('done')
          ? 'done'
          : 'idle';
  // Without a token there is nothing to submit: say so at once rather than after typing two passwords.
  const error = snapshot.context.token === null ? 'missingToken' : (snapshot.context.error ?? undefined);
  return (
    <ResetConfirm
      status={status}
      error={error}
      missingRules={snapshot.context.missingRules}
      onSubmit={({ password, confirmation }) => send({ type: 'SUBMIT', password, confirmation })}
      loginHref={paths.legacyLogin}
      requestHref={paths.resetPassword}
    />
  );
}
