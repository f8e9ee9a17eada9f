import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMachine, useSelector } from '@xstate/react';
import { createReceiptApi, isReceiptReference, type ReceiptApi } from '@admission/api-client';
import { receiptMachine } from '@admission/flows';
import { ChoiceReceipt } from '@admission/screens';
import { paths, type ReceiptLocationState } from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';

/**
 * The receipt of a programme change (docs/behaviour.md, deviation 52), at
 * /admission/candidat/justificatif/:reference: handed over by the save (no call), or read from
 * candidate-service by its reference (the card's link, the e-mail's, a reload). One page per reference.
 */
export function ReceiptRoute() {
  const { reference = '' } = useParams();
  const { bearer } = useServices();
  const api = useMemo(() => createReceiptApi(bearer), [bearer]);
  // A reference that cannot be one (a mistyped link) is not asked for.
  if (!isReceiptReference(reference)) {
    return (
      <ChoiceReceipt
        status="notFound"
        onSendEmail={() => {}}
        onPrint={() => {}}
        dashboardHref={paths.dashboard}
      />
    );
  }
  return <ReceiptPage key={reference} reference={reference} api={api} />;
}

function ReceiptPage({ reference, api }: { reference: string; api: ReceiptApi }) {
  const { sessionActor } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  // What the save handed over serves this visit only: the history entry forgets it at once, so the
  // receipt is never drawn from history for whoever uses this tab next (Back after a logout).
  const [handed] = useState(() => (location.state as ReceiptLocationState | null) ?? null);
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  // The user stored with the session, only if it is this token's account (as the profile reads it).
  const candidateName = useSelector(sessionActor, (s) => {
    const user = s.context.user && s.context.user.id === s.context.claims?.sub ? s.context.user : null;
    return [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;
  });
  const [snapshot, send] = useMachine(
    receiptMachine.provide({
      actors: {
        fetchReceipt: fromCall((input, signal) => api.getReceipt(input.reference, { signal })),
        emailReceipt: fromCall((input) => api.emailReceipt(input.reference)),
      },
      actions: { log: reportLog },
    }),
    { input: { reference, receipt: handed?.receipt ?? null } },
  );
  const { context } = snapshot;
  const status = snapshot.matches('shown')
    ? 'ready'
    : snapshot.matches('notFound')
      ? 'notFound'
      : snapshot.matches('failed')
        ? 'failed'
        : 'loading';
  return (
    <ChoiceReceipt
      status={status}
      receipt={context.receipt}
      justSaved={handed?.justSaved === true}
      candidateName={candidateName}
      loadError={context.loadError}
      onRetry={snapshot.can({ type: 'RETRY' }) ? () => send({ type: 'RETRY' }) : undefined}
      emailStatus={
        snapshot.hasTag('emailSending')
          ? 'sending'
          : snapshot.hasTag('emailSent')
            ? 'sent'
            : context.emailError
              ? 'failed'
              : 'idle'
      }
      emailError={context.emailError}
      emailMessage={context.emailMessage}
      onSendEmail={() => send({ type: 'SEND_EMAIL' })}
      onPrint={() => window.print()}
      dashboardHref={paths.dashboard}
    />
  );
}
