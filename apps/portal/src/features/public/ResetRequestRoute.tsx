import { useMachine } from '@xstate/react';
import { emailRequestMachine } from '@admission/flows';
import { EmailRequest, resetRequestPage } from '@admission/screens';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { reportLog } from '../../services/report';
import { fromCall } from '../../services/fromCall';

/** « Mot de passe oublié »: a reset link by e-mail (call 9). */
export function ResetRequestRoute() {
  const { authApi } = useServices();
  const [snapshot, send] = useMachine(
    emailRequestMachine.provide({
      actors: { requestEmail: fromCall((input) => authApi.requestPasswordReset(input.email)) },
      actions: { log: reportLog },
    }),
    { input: { flow: 'resetRequest' } },
  );
  const status = snapshot.matches('sending') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'idle';
  return (
    <EmailRequest
      page={resetRequestPage}
      status={status}
      error={snapshot.context.error}
      sentTo={snapshot.context.email ?? undefined}
      defaultEmail={snapshot.context.email ?? undefined}
      onSubmit={({ email }) => send({ type: 'SUBMIT', email })}
      loginHref={paths.login}
    />
  );
}
