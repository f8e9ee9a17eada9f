import { useMachine } from '@xstate/react';
import { resendVerificationMachine } from '@admission/flows';
import { ResendVerification } from '@admission/ui';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';

/** Not in the spec: a new verification e-mail for an account not yet activated. */
export function ResendVerificationRoute() {
  const { authApi } = useServices();
  const [snapshot, send] = useMachine(
    resendVerificationMachine.provide({
      actors: {
        resendVerification: fromCall((input) => authApi.resendVerificationEmail(input.email)),
      },
      actions: { log: reportLog },
    }),
  );
  const status = snapshot.matches('sending') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'idle';
  return (
    <ResendVerification
      status={status}
      error={snapshot.context.error}
      sentTo={snapshot.context.email ?? undefined}
      defaultEmail={snapshot.context.email ?? undefined}
      onSubmit={({ email }) => send({ type: 'SUBMIT', email })}
      loginHref={paths.login}
    />
  );
}
