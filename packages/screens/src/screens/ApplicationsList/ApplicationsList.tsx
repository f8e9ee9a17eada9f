import { useId, useState, type FormEvent, type ReactNode } from 'react';
import * as styles from './ApplicationsList.css';
import type {
  ProgramKind,
  StaffApplication,
  StaffApplicationStatus,
  StaffListRanking,
  StaffListSort,
  StaffProgram,
} from './types';
import { formatScore } from '../CandidateDashboard/format';
import { staffCopy } from '../../copy/staff';
import { RejectDialog } from './RejectDialog';
import { BulkDialog, RowCheckbox, SelectionBar, type StaffListSelection } from './BulkSelection';
import { statusTones } from './status';
import {
  Alert,
  AppLink,
  Button,
  Dialog,
  ExternalLink,
  Spinner,
  StatusBadge,
  Table,
  type TableColumn,
  TextField,
  VisuallyHidden,
} from '@admission/ui';

const copy = staffCopy;

export interface StaffListPaging {
  page: number;
  totalPages: number;
  totalItems: number;
}

export interface ApplicationsListProps {
  /** Which list: universite, coran or majalis (its title and columns). */
  kind: ProgramKind;
  /** loading: the page is on its way; error: it could not be loaded ("Réessayer"); ready: `rows`. */
  status: 'loading' | 'error' | 'ready';
  /** The applications of the current page. */
  rows: readonly StaffApplication[];
  /** The current page, the number of pages and of applications (null while unknown). */
  paging?: StaffListPaging | null | undefined;
  /** The search and the status filter in force (the app keeps them in the URL). */
  search?: string | undefined;
  /** The status filter in force (null: every status). */
  statusFilter?: StaffApplicationStatus | null | undefined;
  /**
   * "Rechercher": a new search and filter (the app goes back to page 1), with the order and the
   * programme when the list is ranked (`programs` given). Absent: the form is drawn with its
   * fields disabled, as the app cannot search yet (the portal, while it asks which programmes rank
   * the list): a reviewer cannot type into a form that the list, once there, would draw anew.
   */
  onSearch?:
    ((search: string, status: StaffApplicationStatus | null, ranking?: StaffListRanking) => void) | undefined;
  /**
   * The kind's programmes, given when the service ranks (its programmes call answered): the « Score »
   * and « Choix principal » columns, « Trier par » and « Formation (choix principal) » appear.
   * Absent or null: the list as before.
   */
  programs?: readonly StaffProgram[] | null | undefined;
  /** The order in force (the app's default when the URL names none). */
  sort?: StaffListSort | undefined;
  /** The programme filter in force (null: every programme). */
  programFilter?: string | null | undefined;
  /**
   * The app's default order for a status (the portal: by merit for the pending ones): « Trier par »
   * follows the status chosen until the reviewer picks an order.
   */
  defaultSort?: ((status: StaffApplicationStatus | null) => StaffListSort) | undefined;
  /** « Page précédente » / « Page suivante »: the page asked for. */
  onPageChange?: ((page: number) => void) | undefined;
  /** « Réessayer » after a failed load. */
  onRetry?: (() => void) | undefined;
  /**
   * Whether "Accepter" and "Rejeter" are enabled for a row: the app's rule (the portal asks its
   * staff list machine: a pending application, no decision in flight). The screen holds no rule
   * of its own.
   */
  canDecide: (row: StaffApplication) => boolean;
  /** « Accepter »: the application's id. */
  onAccept?: ((id: string) => void) | undefined;
  /** Asks for the confirmation: the app then passes `confirming`. */
  onReject?: ((id: string) => void) | undefined;
  /** The application whose rejection waits for confirmation, if any. */
  confirming?: StaffApplication | null | undefined;
  /** « Confirmer le rejet », with the reason typed (may be empty). */
  onConfirmReject?: ((reason: string) => void) | undefined;
  /** The rejection is not confirmed (« Annuler », Escape). */
  onCancelReject?: (() => void) | undefined;
  /** A decision refused because someone decided first: the application as it now is. */
  conflict?: StaffApplication | null | undefined;
  /**
   * The application's dated history, shown in its « Documents joints » dialog below the documents
   * (docs/behaviour.md, deviation 53): the app renders an ApplicationHistory there, which loads
   * only when opened.
   */
  renderHistory?: ((id: string) => ReactNode) | undefined;
  /**
   * The address of a row's « Dossier du candidat » (docs/behaviour.md, deviation 63), which keeps
   * the list's own address to come back to. Absent: no link (a service without the file).
   */
  fileHref?: ((row: StaffApplication) => string) | undefined;
  /**
   * « Exporter (CSV) »: the app downloads the list with its filters and order (docs/behaviour.md,
   * « Export and printing »). Absent: no button (a service without the export).
   */
  onExport?: (() => void) | undefined;
  /** The export is on its way: « Exporter (CSV) » is busy (« Export en cours… »). */
  exporting?: boolean | undefined;
  /** « Imprimer »: the app opens the browser's print dialog. Absent: no button. */
  onPrint?: (() => void) | undefined;
  /**
   * Bulk decisions (docs/behaviour.md, « Bulk decisions »): a checkbox per row that may be
   * selected, « Tout sélectionner », the action bar and the confirmation. Absent: none of them.
   */
  selection?: StaffListSelection | undefined;
  /**
   * « Proposer une sélection » for the programme filtered on (docs/behaviour.md, « Proposed
   * selection »): its page's address. Absent: no link (no programme filtered, or a service without
   * the ranking additions).
   */
  selectionHref?: string | undefined;
}

/** A cell's content, preceded by its column name where the rows stack (narrow screens only). */
function labelled(label: string, content: ReactNode) {
  return (
    <>
      <span className={styles.cellLabel}>{label}</span>
      {content}
    </>
  );
}

const fullName = (application: StaffApplication) => `${application.firstName} ${application.lastName}`;
const statusOptions: readonly StaffApplicationStatus[] = ['pending', 'accepted', 'rejected'];
/** A service with this portal's additions knows the waiting list too (« Proposed selection »). */
const rankedStatusOptions: readonly StaffApplicationStatus[] = [...statusOptions, 'waitlisted'];
/** The badge; a waitlisted application's rank under it (« rang 2 »), so the column stays narrow. */
const statusCell = (row: Pick<StaffApplication, 'status' | 'waitlistRank'>) => (
  <>
    <StatusBadge tone={statusTones[row.status]}>{copy.status[row.status]}</StatusBadge>
    {row.status === 'waitlisted' && row.waitlistRank ? (
      <span className={styles.rank}>{copy.waitlistRank(row.waitlistRank)}</span>
    ) : null}
  </>
);

/**
 * A staff list of applications: its `<h1>`, search and filter, the table, paging, the documents and
 * reject dialogs, to be placed inside StaffLayout. Data and decisions come from the app; the
 * toasts too (see `staffCopy`).
 */
export function ApplicationsList({
  kind,
  status,
  rows,
  paging,
  search = '',
  statusFilter = null,
  onSearch,
  onPageChange,
  onRetry,
  canDecide,
  onAccept,
  onReject,
  confirming = null,
  onConfirmReject,
  onCancelReject,
  conflict = null,
  renderHistory,
  fileHref,
  programs = null,
  sort = 'date',
  programFilter = null,
  defaultSort,
  onExport,
  exporting = false,
  onPrint,
  selection,
  selectionHref,
}: ApplicationsListProps) {
  const title = copy.titles[kind];
  const selectPageId = useId();
  const filtered = search !== '' || statusFilter !== null || programFilter !== null;
  const ranked = programs !== null;

  const columns: readonly TableColumn<StaffApplication>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            header: <VisuallyHidden>{copy.bulk.column}</VisuallyHidden>,
            render: (row: StaffApplication) => (
              <RowCheckbox selection={selection} row={row} name={fullName(row)} />
            ),
          },
        ]
      : []),
    {
      key: 'firstName',
      header: copy.columns.firstName,
      render: (row) => labelled(copy.columns.firstName, row.firstName),
      rowHeader: true,
    },
    {
      key: 'lastName',
      header: copy.columns.lastName,
      render: (row) => labelled(copy.columns.lastName, row.lastName),
    },
    {
      key: 'email',
      header: copy.columns.email,
      render: (row) =>
        labelled(
          copy.columns.email,
          ranked ? <span className={styles.breakable}>{row.email}</span> : row.email,
        ),
    },
    ...(ranked ? rankingColumns : []),
    {
      key: 'status',
      header: copy.columns.status,
      render: (row) => labelled(copy.columns.status, statusCell(row)),
    },
    {
      key: 'documents',
      header: copy.columns.documents,
      render: (row) => <DocumentsDialog application={row} history={renderHistory?.(row.id)} />,
    },
    {
      key: 'actions',
      header: copy.columns.actions,
      render: (row) => {
        const enabled = canDecide(row);
        return (
          <div className={styles.actions}>
            {fileHref ? (
              <AppLink
                to={fileHref(row)}
                aria-label={copy.openFileLabel(fullName(row))}
                className={styles.fileLink}
              >
                {copy.openFile}
              </AppLink>
            ) : null}
            <Button
              size="sm"
              disabled={!enabled}
              aria-label={copy.acceptLabel(fullName(row))}
              onClick={() => onAccept?.(row.id)}
            >
              {copy.accept}
            </Button>
            <Button
              tone="critical"
              size="sm"
              disabled={!enabled}
              aria-label={copy.rejectLabel(fullName(row))}
              onClick={() => onReject?.(row.id)}
            >
              {copy.reject}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.printOnly}>
        {copy.printedFilters(
          ...(search ? [copy.printedSearch(search)] : []),
          copy.printedFilter(copy.statusLabel, statusFilter ? copy.status[statusFilter] : copy.allStatuses),
          ...(ranked
            ? [
                copy.printedFilter(
                  copy.programLabel,
                  programs.find((program) => program.programId === programFilter)?.programName ??
                    copy.allPrograms,
                ),
                copy.printedFilter(copy.printedSort, copy.sorts[sort]),
              ]
            : []),
        )}
        {paging && paging.totalPages > 1 ? ` ${copy.printedPage(paging.page, paging.totalPages)}` : null}
      </p>
      <SearchForm
        // A new URL (back button, shared link) resets the fields to what is in force.
        key={`${search}|${statusFilter ?? ''}|${sort}|${programFilter ?? ''}|${ranked}`}
        search={search}
        statusFilter={statusFilter}
        onSearch={onSearch}
        programs={programs}
        sort={sort}
        programFilter={programFilter}
        defaultSort={defaultSort}
      />
      {selectionHref && programFilter ? (
        <p data-adm-print="hide">
          <AppLink
            to={selectionHref}
            aria-label={copy.proposeSelectionLabel(
              programs?.find((program) => program.programId === programFilter)?.programName ?? programFilter,
            )}
          >
            {copy.proposeSelection}
          </AppLink>
        </p>
      ) : null}
      {conflict ? (
        <Alert tone="caution" title={copy.conflictTitle} live="assertive" data-adm-print="hide">
          {copy.conflictText(fullName(conflict), copy.status[conflict.status])}
        </Alert>
      ) : null}
      {status === 'loading' ? <Spinner label={copy.loading} centered /> : null}
      {status === 'error' ? (
        <div className={styles.stack}>
          <Alert tone="critical" title={copy.loadError} live="assertive">
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {copy.retry}
            </Button>
          </Alert>
        </div>
      ) : null}
      {status === 'ready' ? (
        <>
          {onExport || onPrint ? (
            <div className={styles.toolbar}>
              {paging ? <p className={styles.muted}>{copy.total(paging.totalItems)}</p> : <span />}
              <div role="group" aria-label={copy.listTools} className={styles.tools} data-adm-print="hide">
                {onExport ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={exporting}
                    busyLabel={copy.exporting}
                    onClick={onExport}
                  >
                    {copy.exportCsv}
                  </Button>
                ) : null}
                {onPrint ? (
                  <Button variant="secondary" size="sm" onClick={onPrint}>
                    {copy.print}
                  </Button>
                ) : null}
              </div>
            </div>
          ) : paging ? (
            <p className={styles.muted}>{copy.total(paging.totalItems)}</p>
          ) : null}
          {selection ? <SelectionBar selection={selection} rows={rows} selectPageId={selectPageId} /> : null}
          <div className={styles.stack} data-adm-selectable={selection ? '' : undefined}>
            <Table
              caption={title}
              hideCaption
              columns={columns}
              rows={rows}
              getRowKey={(row) => row.id}
              empty={filtered ? copy.emptySearch : copy.empty}
            />
          </div>
          {paging && paging.totalPages > 1 ? (
            <nav aria-label={copy.pagination} className={styles.pagination} data-adm-print="hide">
              <Button
                variant="secondary"
                size="sm"
                disabled={paging.page <= 1}
                onClick={() => onPageChange?.(Math.min(paging.page - 1, paging.totalPages))}
              >
                {copy.previousPage}
              </Button>
              <span aria-current="page">{copy.pageOf(paging.page, paging.totalPages)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={paging.page >= paging.totalPages}
                onClick={() => onPageChange?.(paging.page + 1)}
              >
                {copy.nextPage}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      <RejectDialog
        application={confirming}
        onConfirm={(reason) => onConfirmReject?.(reason)}
        onCancel={() => onCancelReject?.()}
      />
      {selection ? <BulkDialog selection={selection} returnFocusTo={selectPageId} /> : null}
    </>
  );
}

/** The score and the main choice, where the service ranks (docs/behaviour.md, « Ranking by merit »). */
const rankingColumns: readonly TableColumn<StaffApplication>[] = [
  {
    key: 'mainChoice',
    header: copy.columns.mainChoice,
    render: (row) =>
      labelled(
        copy.columns.mainChoice,
        <span className={styles.breakable}>{row.mainChoice?.programName ?? copy.noMainChoice}</span>,
      ),
  },
  {
    key: 'score',
    header: copy.columns.score,
    render: (row) => {
      const score = formatScore(row.score);
      return labelled(copy.columns.score, <span>{score ?? copy.noScore}</span>);
    },
  },
];
const sortOptions: readonly StaffListSort[] = ['score', 'name', 'date'];

function SearchForm({
  search,
  statusFilter,
  onSearch,
  programs,
  sort,
  programFilter,
  defaultSort,
}: Pick<ApplicationsListProps, 'onSearch' | 'defaultSort'> & {
  search: string;
  statusFilter: StaffApplicationStatus | null;
  programs: readonly StaffProgram[] | null;
  sort: StaffListSort;
  programFilter: string | null;
}) {
  const selectId = useId();
  const sortId = useId();
  const programId = useId();
  const [chosenSort, setChosenSort] = useState(sort);
  const [sortPicked, setSortPicked] = useState(false);
  const disabled = onSearch === undefined;
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = String(data.get('status') ?? '');
    const chosenSort = String(data.get('sort') ?? '');
    const chosenProgram = String(data.get('program') ?? '');
    onSearch?.(
      String(data.get('search') ?? '').trim(),
      (programs ? rankedStatusOptions : statusOptions).find((option) => option === chosen) ?? null,
      ...(programs
        ? [
            {
              sort: sortOptions.find((option) => option === chosenSort) ?? sort,
              program: programs.find((program) => program.programId === chosenProgram)?.programId ?? null,
            },
          ]
        : []),
    );
  }
  return (
    <form
      role="search"
      aria-label={copy.searchForm}
      className={styles.search}
      onSubmit={handleSubmit}
      data-adm-print="hide"
    >
      <TextField
        name="search"
        type="search"
        label={copy.searchLabel}
        defaultValue={search}
        maxLength={100}
        className={styles.searchField}
        disabled={disabled}
      />
      <div className={styles.selectField}>
        <label htmlFor={selectId} className={styles.selectLabel}>
          {copy.statusLabel}
        </label>
        <select
          id={selectId}
          name="status"
          defaultValue={statusFilter ?? ''}
          className={styles.select}
          disabled={disabled}
          onChange={(event) => {
            const status =
              (programs ? rankedStatusOptions : statusOptions).find(
                (option) => option === event.target.value,
              ) ?? null;
            if (!sortPicked && defaultSort) setChosenSort(defaultSort(status));
          }}
        >
          <option value="">{copy.allStatuses}</option>
          {(programs ? rankedStatusOptions : statusOptions).map((option) => (
            <option key={option} value={option}>
              {copy.status[option]}
            </option>
          ))}
        </select>
      </div>
      {programs ? (
        <>
          <div className={styles.wideSelectField}>
            <label htmlFor={programId} className={styles.selectLabel}>
              {copy.programLabel}
            </label>
            <select
              id={programId}
              name="program"
              defaultValue={programFilter ?? ''}
              className={styles.select}
              disabled={disabled}
            >
              <option value="">{copy.allPrograms}</option>
              {programs.map((program) => (
                <option key={program.programId} value={program.programId}>
                  {program.programName}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.selectField}>
            <label htmlFor={sortId} className={styles.selectLabel}>
              {copy.sortLabel}
            </label>
            <select
              id={sortId}
              name="sort"
              value={chosenSort}
              className={styles.select}
              disabled={disabled}
              onChange={(event) => {
                setChosenSort(sortOptions.find((option) => option === event.target.value) ?? sort);
                setSortPicked(true);
              }}
            >
              {sortOptions.map((option) => (
                <option key={option} value={option}>
                  {copy.sorts[option]}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      <Button type="submit" size="md" disabled={disabled}>
        {copy.searchSubmit}
      </Button>
    </form>
  );
}

/**
 * "Voir les documents" and its "Documents joints" dialog. One dialog per row, opened by its own
 * trigger, so Radix returns focus to the button that opened it.
 */
function DocumentsDialog({ application, history }: { application: StaffApplication; history: ReactNode }) {
  const name = fullName(application);
  return (
    <Dialog
      title={copy.documentsDialogTitle}
      description={copy.documentsDialogDescription(name)}
      trigger={
        <Button variant="secondary" size="sm" aria-label={copy.viewDocumentsLabel(name)}>
          {copy.viewDocuments}
        </Button>
      }
    >
      {application.documents.length > 0 ? (
        <ul className={styles.documents}>
          {application.documents.map((document) => (
            <li key={`${document.name}-${document.url}`} className={styles.document}>
              <span className={styles.documentName}>{document.name}</span>
              <ExternalLink
                href={document.url}
                fallback={<span className={styles.muted}>{copy.unavailableDocument}</span>}
              >
                {copy.viewDocument}
                <VisuallyHidden> {document.name}</VisuallyHidden>
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{copy.noDocuments}</p>
      )}
      {history}
    </Dialog>
  );
}
