import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { staffFileMachine, type ProgramKind } from '@admission/flows';
import { createStaffApi } from '@admission/api-client';
import { Spinner, useToast } from '@admission/ui';
import { CandidateFile, fr } from '@admission/screens';
import { staffListPaths } from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';
import { decidedToast, decisionFailedToast } from './staffPages';

// The timeline's code is the history's chunk, which the candidate's dashboard loads too.
const LoadedHistory = lazy(() =>
  import('../../components/History').then((m) => ({ default: m.LoadedHistory })),
);

/**
 * The address of a candidate's file, opened from a staff list (docs/behaviour.md, deviation 63):
 * under the list, so the list's roles guard it too (StaffListPages declares the route). The id is
 * encoded by the caller.
 */
export const staffFilePath = (kind: ProgramKind, candidateId: string) =>
  `${staffListPaths[kind]}/dossier/${candidateId}`;

/**
 * « Dossier du candidat » (docs/behaviour.md, deviation 63), opened from a row of a staff list: its
 * address carries the list's query string, so « Retour à la liste » gives the list back as it was.
 */
export function StaffFileRoute({ kind }: { kind: ProgramKind }) {
  const { candidateId = '' } = useParams();
  const { search } = useLocation();
  // A new id (another file opened from this one's address): a new machine.
  return (
    <StaffFile
      key={candidateId}
      kind={kind}
      candidateId={candidateId}
      listHref={staffListPaths[kind] + search}
    />
  );
}

function StaffFile({
  kind,
  candidateId,
  listHref,
}: {
  kind: ProgramKind;
  candidateId: string;
  listHref: string;
}) {
  const { bearer } = useServices();
  const staffApi = useMemo(() => createStaffApi(bearer), [bearer]);
  const toast = useToast();
  const actorRef = useActorRef(
    staffFileMachine.provide({
      actors: {
        fetchFile: fromCall((input, signal) => staffApi.getApplicationFile(input.candidateId, { signal })),
        // A write: never aborted (the server may already have recorded it).
        decide: fromCall((input) => staffApi.decide(input.candidateId, input.request)),
      },
      actions: { log: reportLog },
    }),
    { input: { candidateId } },
  );
  const snapshot = useSelector(actorRef, (s) => s);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('decided', ({ decision }) => toast.show(decidedToast(decision))),
      actorRef.on('failed', () => toast.show(decisionFailedToast)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, toast]);

  const { file, error, confirming, conflict } = snapshot.context;
  return (
    <CandidateFile
      kind={kind}
      listHref={listHref}
      status={
        snapshot.hasTag('loading')
          ? 'loading'
          : snapshot.matches('notFound')
            ? 'notFound'
            : snapshot.matches('failed')
              ? (error ?? 'failed')
              : 'ready'
      }
      file={file}
      onRetry={() => actorRef.send({ type: 'RETRY' })}
      canDecide={snapshot.can({ type: 'ACCEPT' })}
      onAccept={() => actorRef.send({ type: 'ACCEPT' })}
      onReject={() => actorRef.send({ type: 'REJECT' })}
      confirming={confirming}
      onConfirmReject={(reason) => actorRef.send({ type: 'CONFIRM_REJECT', reason })}
      onCancelReject={() => actorRef.send({ type: 'CANCEL_REJECT' })}
      conflict={conflict}
      renderHistory={(events) => (
        <Suspense fallback={<Spinner label={fr.common.loading} />}>
          <LoadedHistory events={events} />
        </Suspense>
      )}
    />
  );
}
