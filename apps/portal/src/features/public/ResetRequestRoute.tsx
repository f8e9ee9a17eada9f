import { useMachine } from '@xstate/react';
import { resetRequestMachine } from '@admission/flows';
import { ResetRequest } from '@admission/ui';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { reportLog } from '../../services/report';
import { fromCall } from '../../services/fromCall';

export function ResetRequestRoute() {
  const { authApi } = useServices();
  const [snapshot, send] = useMachine(
    resetRequestMachine.provide({
      actors: { requestReset: fromCall((input) => authApi.requestPasswordReset(input.email)) },
      actions: { log: reportLog },
    }),
  );
  const status = snapshot.matches('sending') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'idle';
  return (
    <ResetRequest
      status={status}
      error={snapshot.context.error ?? undefined}
      sentTo={snapshot.context.email ?? undefined}
      defaultEmail={snapshot.context.email ?? undefined}
      onSubmit={({ email }) => send({ type: 'SUBMIT', email })}
      loginHref={paths.login}
    />
  );
}
