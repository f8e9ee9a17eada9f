import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import {
  defaultSort,
  isSelectable,
  parseStaffQuery,
  staffExportRequest,
  staffListMachine,
  staffQueryParams,
  withSearch,
  type ProgramKind,
  type StaffQuery,
} from '@admission/flows';
import {
  createStaffApi,
  type StaffApi,
  type StaffExportQuery,
  type StaffProgram,
} from '@admission/api-client';
import { useToast } from '@admission/ui';
import { ApplicationsList, staffCopy } from '@admission/screens';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { HistorySlot } from '../../components/HistorySlot';
import { reportLog, reportUnexpected } from '../../services/report';
import { staffFilePath } from './StaffFileRoute';
import { selectionPath } from './SelectionRoute';
import { saveFile } from './saveFile';
import { decidedToast, decisionFailedToast } from './staffPages';

const queryKey = (query: StaffQuery) => JSON.stringify(query);

/**
 * A staff list served by candidate-service: the page, search, status filter, order and programme
 * live in the URL (shareable; the back button restores them); the machine loads them and runs the
 * decisions. The kind's programmes come first: where the service answers them, the list is ranked
 * (score, main choice, order, filter by programme); a 404 or a failure there, the list as before.
 */
export function StaffListRoute({ kind }: { kind: ProgramKind }) {
  const { bearer } = useServices();
  const staffApi = useMemo(() => createStaffApi(bearer), [bearer]);
  const [programs, setPrograms] = useState<{ kind: ProgramKind; list: StaffProgram[] | null }>();

  useEffect(() => {
    const controller = new AbortController();
    void staffApi.listPrograms(kind, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) reportUnexpected('staff list: programmes not loaded', result.error);
      setPrograms({ kind, list: result.ok ? result.data : null });
    });
    return () => controller.abort();
  }, [staffApi, kind]);

  if (programs?.kind !== kind)
    return <ApplicationsList kind={kind} status="loading" rows={[]} canDecide={() => false} />;
  return <StaffList key={kind} kind={kind} programs={programs.list} staffApi={staffApi} />;
}

function StaffList({
  kind,
  programs,
  staffApi,
}: {
  kind: ProgramKind;
  programs: StaffProgram[] | null;
  staffApi: StaffApi;
}) {
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseStaffQuery(searchParams);

  const actorRef = useActorRef(
    staffListMachine.provide({
      actors: {
        fetchPage: fromCall((input, signal) =>
          staffApi.listApplications(input.kind, input.query, { signal }),
        ),
        // A write: never aborted (the server may already have recorded it).
        decide: fromCall((input) => staffApi.decide(input.candidateId, input.request)),
        // A write too: all or nothing on the server, never aborted.
        decideMany: fromCall((input) => staffApi.decideMany(input.kind, input.request)),
      },
      actions: { log: reportLog },
    }),
    { input: { kind, query, ranked: programs !== null } },
  );
  const snapshot = useSelector(actorRef, (s) => s);
  // The file keeps the list's query string, to give the list back as it was.
  const listSearch = searchParams.toString();

  // The URL is the source of the query: a new one (form, paging, back button) reloads the list.
  const loaded = useRef(queryKey(query));
  useEffect(() => {
    const key = queryKey(query);
    if (key === loaded.current) return;
    loaded.current = key;
    actorRef.send({ type: 'QUERY', query });
  });

  useEffect(() => {
    const subscriptions = [
      actorRef.on('decided', ({ decision }) => toast.show(decidedToast(decision))),
      actorRef.on('failed', () => toast.show(decisionFailedToast)),
      actorRef.on('bulkDecided', ({ decision, count }) =>
        toast.show({
          tone: decision === 'accepted' ? 'positive' : 'info',
          ...staffCopy.bulk.decidedToast(decision, count),
        }),
      ),
      actorRef.on('bulkFailed', () => toast.show({ tone: 'critical', ...staffCopy.bulk.failedToast })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, toast]);

  const exporter = useExport(kind, staffApi);
  const { rows, paging, confirming, conflict, selected, bulk, bulkConflict } = snapshot.context;
  const navigateTo = (next: StaffQuery) => setSearchParams(staffQueryParams(next));

  return (
    <ApplicationsList
      renderHistory={(id) => (
        <HistorySlot
          candidateId={id}
          staffLoad={(candidateId, signal) => staffApi.getApplicationHistory(candidateId, { signal })}
        />
      )}
      kind={kind}
      // Offered where the service has this portal's additions (its programmes call answered); a
      // service without the file answers 404 there, which the file's page says.
      fileHref={
        programs
          ? (row) => staffFilePath(kind, encodeURIComponent(row.id)) + (listSearch ? `?${listSearch}` : '')
          : undefined
      }
      status={snapshot.hasTag('loading') ? 'loading' : snapshot.matches('failed') ? 'error' : 'ready'}
      rows={rows}
      paging={paging}
      search={query.search}
      statusFilter={query.status}
      onSearch={(search, status, ranking) => navigateTo(withSearch(query, search, status, ranking))}
      programs={programs}
      sort={query.sort ?? defaultSort(query)}
      programFilter={query.program ?? null}
      defaultSort={(status) => defaultSort({ status })}
      onPageChange={(page) => navigateTo({ ...query, page })}
      onRetry={() => actorRef.send({ type: 'RETRY' })}
      canDecide={(row) => snapshot.can({ type: 'ACCEPT', id: row.id })}
      onAccept={(id) => actorRef.send({ type: 'ACCEPT', id })}
      onReject={(id) => actorRef.send({ type: 'REJECT', id })}
      confirming={confirming}
      onConfirmReject={(reason) => actorRef.send({ type: 'CONFIRM_REJECT', reason })}
      onCancelReject={() => actorRef.send({ type: 'CANCEL_REJECT' })}
      conflict={conflict}
      // The current list, with its filters and order (docs/behaviour.md, « Export and printing »).
      onExport={
        exporter.available ? () => exporter.start(staffExportRequest(query, programs !== null)) : undefined
      }
      exporting={exporter.exporting}
      onPrint={() => window.print()}
      // « Proposer une sélection » for the programme filtered on (docs/behaviour.md, « Proposed
      // selection »), where the service has this portal's additions; the list's address goes with it.
      selectionHref={
        programs && query.program && programs.some((program) => program.programId === query.program)
          ? selectionPath(kind, query.program) + (listSearch ? `?${listSearch}` : '')
          : undefined
      }
      // Offered where the service has this portal's additions, as the file (docs/behaviour.md,
      // « Bulk decisions »).
      selection={
        programs
          ? {
              selected,
              canSelect: (row) => isSelectable(row),
              onToggle: (id) => actorRef.send({ type: 'TOGGLE_SELECTION', id }),
              onSelectPage: () => actorRef.send({ type: 'SELECT_PAGE' }),
              onClear: () => actorRef.send({ type: 'CLEAR_SELECTION' }),
              onBulk: (decision) => actorRef.send({ type: 'BULK', decision }),
              confirming: bulk,
              sending: snapshot.hasTag('bulkDeciding'),
              onConfirm: (reason) => actorRef.send({ type: 'CONFIRM_BULK', reason }),
              onCancel: () => actorRef.send({ type: 'CANCEL_BULK' }),
              conflict: bulkConflict,
            }
          : undefined
      }
    />
  );
}

/**
 * « Exporter (CSV) »: fetches the file with the bearer, then hands it to the browser's downloads.
 * A failure is a toast and nothing else (the list stays as it is); a 404 (a service without the
 * export) hides the button from then on. Leaving the list stops a download on its way.
 */
function useExport(kind: ProgramKind, staffApi: StaffApi) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [available, setAvailable] = useState(true);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(query: StaffExportQuery) {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    const result = await staffApi.exportApplications(kind, query, { signal: controller.signal });
    running.current = null;
    if (controller.signal.aborted) return;
    setExporting(false);
    if (result.ok && result.data) {
      saveFile(result.data.blob, result.data.filename);
    } else if (result.ok) {
      setAvailable(false);
      toast.show({ tone: 'info', ...staffCopy.exportUnavailableToast });
    } else if (result.error.kind === 'http' && result.error.status === 403) {
      toast.show({ tone: 'critical', ...staffCopy.exportForbiddenToast });
    } else {
      reportUnexpected('staff list: export failed', result.error);
      toast.show({ tone: 'critical', ...staffCopy.exportFailedToast });
    }
  }

  return { exporting, available, start: (query: StaffExportQuery) => void start(query) };
}
