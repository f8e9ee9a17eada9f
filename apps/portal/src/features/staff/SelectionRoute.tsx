import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import {
  canExclude,
  canInclude,
  hasAnyRole,
  proposeWith,
  selectionMachine,
  type ProgramKind,
} from '@admission/flows';
import {
  createStaffApi,
  decodeAccessToken,
  rolesOf,
  type ApiResult,
  type StaffApplication,
} from '@admission/api-client';
import { useToast } from '@admission/ui';
import { SelectionProposal, staffCopy } from '@admission/screens';
import { staffListPaths } from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { reportLog } from '../../services/report';

/** Only an admin sets a programme's capacity (docs/behaviour.md, « Proposed selection »). */
const CAPACITY_ROLES = ['admin'] as const;

/**
 * The address of a programme's proposed selection, opened from a staff list filtered on it: under
 * the list, so the list's roles guard it too (StaffListPages declares the route).
 */
export const selectionPath = (kind: ProgramKind, programId: string) =>
  `${staffListPaths[kind]}/selection/${encodeURIComponent(programId)}`;

/** A 404 of a write (a service without the call): not recorded, as a failure says. */
function found<T, E extends { kind: string }>(
  result: ApiResult<T | null, E>,
): ApiResult<T, E | { kind: 'http'; status: 404 }> {
  if (result.ok && result.data === null) return { ok: false, error: { kind: 'http', status: 404 } };
  return result as ApiResult<T, E>;
}

const nameOf = (application: Pick<StaffApplication, 'firstName' | 'lastName'>) =>
  `${application.firstName} ${application.lastName}`;

/**
 * « Proposer une sélection » (docs/behaviour.md, « Proposed selection »): its address carries the
 * list's query string, so « Retour à la liste » gives the list back as it was; once recorded, back
 * there with a toast.
 */
export function SelectionRoute({ kind }: { kind: ProgramKind }) {
  const { programId = '' } = useParams();
  const { search } = useLocation();
  return (
    <Selection key={programId} kind={kind} programId={programId} listHref={staffListPaths[kind] + search} />
  );
}

function Selection({
  kind,
  programId,
  listHref,
}: {
  kind: ProgramKind;
  programId: string;
  listHref: string;
}) {
  const { bearer, sessionActor } = useServices();
  const staffApi = useMemo(() => createStaffApi(bearer), [bearer]);
  const toast = useToast();
  const navigate = useNavigate();
  // The token's roles, as the guards read them (the stored user is only a copy).
  const claims = decodeAccessToken(sessionActor.getSnapshot().context.tokens?.accessToken);
  const canSetCapacity = hasAnyRole(claims ? rolesOf(claims) : [], CAPACITY_ROLES);
  const actorRef = useActorRef(
    selectionMachine.provide({
      actors: {
        fetchProposal: fromCall((input, signal) =>
          staffApi.getSelectionProposal(input.kind, input.programId, { signal }),
        ),
        // Writes: never aborted (the server may already have recorded them).
        applySelection: fromCall(async (input) =>
          found(await staffApi.applySelection(input.kind, input.programId, input.request)),
        ),
        setCapacity: fromCall(async (input) =>
          found(await staffApi.setProgramCapacity(input.kind, input.programId, input.capacity)),
        ),
      },
      actions: { log: reportLog },
    }),
    { input: { kind, programId, canSetCapacity } },
  );
  const snapshot = useSelector(actorRef, (s) => s);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('applied', ({ accepted, waitlisted }) => {
        toast.show({ tone: 'positive', ...staffCopy.selection.appliedToast(accepted, waitlisted) });
        void navigate(listHref);
      }),
      actorRef.on('failed', () => toast.show({ tone: 'critical', ...staffCopy.bulk.failedToast })),
      actorRef.on('capacitySaved', () =>
        toast.show({ tone: 'positive', ...staffCopy.selection.capacitySavedToast }),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, toast, navigate, listHref]);

  const {
    proposal: data,
    adjustments,
    asking,
    reasonMissing,
    error,
    conflict,
    applyFailed,
    capacityError,
  } = snapshot.context;
  const proposal = data ? proposeWith(data, adjustments) : null;
  const names = new Map<string, string>(
    data
      ? [...data.ranked.map((c) => c.application), ...data.unscored].map((a) => [a.id, nameOf(a)] as const)
      : [],
  );
  const status = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.matches('notFound')
      ? 'notFound'
      : snapshot.matches('failed')
        ? (error ?? 'failed')
        : snapshot.matches('conflict')
          ? 'conflict'
          : snapshot.matches('applied')
            ? 'applied'
            : 'ready';

  return (
    <SelectionProposal
      kind={kind}
      listHref={listHref}
      programName={data?.program.programName ?? null}
      status={status}
      onRetry={() => actorRef.send({ type: 'RETRY' })}
      capacity={
        data
          ? {
              places: data.program.places ?? null,
              waitlistPlaces: data.program.waitlistPlaces ?? null,
              acceptedCount: data.acceptedCount ?? 0,
              waitlistedCount: data.waitlistedCount ?? 0,
              placesLeft: data.placesLeft,
            }
          : null
      }
      canSetCapacity={canSetCapacity}
      onSaveCapacity={(capacity) => actorRef.send({ type: 'SAVE_CAPACITY', capacity })}
      savingCapacity={snapshot.hasTag('savingCapacity')}
      capacityError={capacityError}
      proposal={proposal}
      adjustments={adjustments.map((adjustment) => ({
        ...adjustment,
        name: names.get(adjustment.candidateId) ?? adjustment.candidateId,
      }))}
      canAdjust={(adjustKind, candidateId) =>
        snapshot.matches({ ready: 'idle' }) &&
        data !== null &&
        (adjustKind === 'exclude'
          ? canExclude(data, adjustments, candidateId)
          : canInclude(data, adjustments, candidateId))
      }
      onAdjust={(adjustKind, candidateId) => actorRef.send({ type: 'ADJUST', kind: adjustKind, candidateId })}
      onUndo={(candidateId) => actorRef.send({ type: 'UNDO', candidateId })}
      asking={
        asking ? { kind: asking.kind, name: names.get(asking.candidateId) ?? asking.candidateId } : null
      }
      reasonMissing={reasonMissing}
      onGiveReason={(reason) => actorRef.send({ type: 'GIVE_REASON', reason })}
      onCancelReason={() => actorRef.send({ type: 'CANCEL_REASON' })}
      canConfirm={snapshot.can({ type: 'CONFIRM' })}
      onConfirm={() => actorRef.send({ type: 'CONFIRM' })}
      confirming={snapshot.matches({ ready: 'confirming' })}
      sending={snapshot.hasTag('applying')}
      onSend={() => actorRef.send({ type: 'SEND' })}
      onCancelConfirm={() => actorRef.send({ type: 'CANCEL_CONFIRM' })}
      applyFailed={applyFailed}
      conflict={
        conflict
          ? {
              changed: conflict.changed.map((application) => nameOf(application)),
              missing: conflict.missing.length,
            }
          : null
      }
      onProposeAgain={() => actorRef.send({ type: 'PROPOSE_AGAIN' })}
    />
  );
}
