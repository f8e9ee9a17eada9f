import { useMachine } from '@xstate/react';
import { emailRequestMachine } from '@admission/flows';
import { EmailRequest, resendVerificationPage } from '@admission/screens';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';
import { typedAddress } from '../../services/typedAddress';

/** Not in the spec: a new verification e-mail for an account not yet activated. */
export function ResendVerificationRoute() {
  const { authApi } = useServices();
  const [snapshot, send] = useMachine(
    emailRequestMachine.provide({
      actors: { requestEmail: fromCall((input) => authApi.resendVerificationEmail(input.email)) },
      actions: { log: reportLog },
    }),
    { input: { flow: 'resendVerification' } },
  );
  const status = snapshot.matches('sending') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'idle';
  return (
    <EmailRequest
      page={resendVerificationPage}
      status={status}
      error={snapshot.context.error}
      sentTo={snapshot.context.email ?? undefined}
      // The address typed at sign-in, when the candidate came from there (« compte pas encore activé »).
      defaultEmail={snapshot.context.email ?? typedAddress() ?? undefined}
      onSubmit={({ email }) => send({ type: 'SUBMIT', email })}
      loginHref={paths.login}
    />
  );
}
