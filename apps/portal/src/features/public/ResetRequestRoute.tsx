import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resetRequestMachine } from '@admission/flows';
import { ResetRequest } from '@admission/ui';
import { authApi } from '../../services/session';
import { statusOf } from '../../services/authStatus';

const portalResetRequestMachine = resetRequestMachine.provide({
  actors: {
    requestReset: fromPromise(async ({ input }) => statusOf(await authApi.requestPasswordReset(input.email))),
  },
});

export function ResetRequestRoute() {
  const [snapshot, send] = useMachine(portalResetRequestMachine);
  const status = snapshot.matches('sending') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'idle';
  return (
    <ResetRequest
      status={status}
      error={snapshot.context.error ?? undefined}
      sentTo={snapshot.context.email ?? undefined}
      defaultEmail={snapshot.context.email ?? undefined}
      onSubmit={({ email }) => send({ type: 'SUBMIT', email })}
      loginHref="/connexion"
    />
  );
}
