import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { createHistoryApi, type ApiResult, type ApplicationEvent } from '@admission/api-client';
import { historyMachine } from '@admission/flows';
import { HistoryTimeline } from '@admission/screens';
import { receiptPath } from '../config/paths';
import { useServices } from '../services/context';
import { fromCall } from '../services/fromCall';
import { reportLog } from '../services/report';

export interface HistoryProps {
  candidateId: string;
  /**
   * The staff's history call (StaffApi.getApplicationHistory). Absent: the signed-in candidate's own
   * history, its changes linked to their receipts.
   */
  staffLoad?:
    ((candidateId: string, signal: AbortSignal) => Promise<ApiResult<ApplicationEvent[] | null>>) | undefined;
}

/**
 * The content of « Historique de la candidature » (docs/behaviour.md, deviation 53): drawn once the
 * disclosure is first opened (HistorySlot), it loads the events then. The candidate's dashboard and
 * the staff's « Documents joints » dialog show the same events. Its own chunk, with the history's client,
 * machine and copy.
 */
export function History({ candidateId, staffLoad }: HistoryProps) {
  const { bearer } = useServices();
  const load = useMemo(() => {
    if (staffLoad) return staffLoad;
    const api = createHistoryApi(bearer);
    return (id: string, signal: AbortSignal) => api.getApplicationHistory(id, { signal });
  }, [bearer, staffLoad]);
  const [snapshot, send] = useMachine(
    historyMachine.provide({
      actors: { fetchHistory: fromCall((input, signal) => load(input.candidateId, signal)) },
      actions: { log: reportLog },
    }),
    { input: { candidateId } },
  );
  // Opened (this component is drawn only then): the history is asked for.
  useEffect(() => send({ type: 'OPEN' }), [send]);
  const { context } = snapshot;
  return (
    <HistoryTimeline
      status={
        snapshot.matches('closed') || snapshot.hasTag('loading')
          ? 'loading'
          : snapshot.matches('shown')
            ? 'ready'
            : snapshot.matches('unavailable')
              ? 'unavailable'
              : (context.error ?? 'failed')
      }
      events={context.events.map((event) => ({
        ...event,
        // A receipt is its candidate's: staff read the reference, with no link to a page they cannot open.
        receiptHref: !staffLoad && event.receiptReference ? receiptPath(event.receiptReference) : null,
      }))}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}

/**
 * Events already loaded (the staff's « Dossier du candidat » has them in its file): the same
 * timeline, from this same chunk, with no call.
 */
export function LoadedHistory({ events }: { events: readonly ApplicationEvent[] }) {
  return (
    <HistoryTimeline
      status="ready"
      // A receipt is its candidate's: staff read the reference, with no link to a page they cannot open.
      events={events.map((event) => ({ ...event, receiptHref: null }))}
      onRetry={() => undefined}
    />
  );
}
