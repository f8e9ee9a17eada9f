import type { ReactNode } from 'react';
import * as styles from './ApplicationsList.css';
import type { ProgramKind, StaffApplication, StaffApplicationStatus } from './types';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge/StatusBadge';
import { Table, type TableColumn } from '../../components/Table/Table';
import { useToast } from '../../components/Toast/Toast';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { staffCopy } from '../../copy/staff';

const copy = staffCopy;

const statusTones: Readonly<Record<StaffApplicationStatus, StatusTone>> = {
  accepted: 'green',
  rejected: 'red',
  pending: 'yellow',
};

export interface ApplicationsListProps {
  kind: ProgramKind;
  applications: readonly StaffApplication[];
  /** Called after "Accepter" (the sample screens change nothing; a toast confirms). */
  onAccept?: (id: string) => void;
  /** Called after "Rejeter". */
  onReject?: (id: string) => void;
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

/**
 * A staff list of applications: its `<h1>`, the table and the documents dialogs, to be placed inside
 * StaffLayout. Needs a ToastProvider above it: accepting or rejecting confirms with a toast (spec
 * section 2).
 */
export function ApplicationsList({ kind, applications, onAccept, onReject }: ApplicationsListProps) {
  const toast = useToast();
  const title = copy.titles[kind];

  const columns: readonly TableColumn<StaffApplication>[] = [
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
    { key: 'email', header: copy.columns.email, render: (row) => labelled(copy.columns.email, row.email) },
    {
      key: 'status',
      header: copy.columns.status,
      render: (row) =>
        labelled(
          copy.columns.status,
          <StatusBadge tone={statusTones[row.status]}>{copy.status[row.status]}</StatusBadge>,
        ),
    },
    {
      key: 'documents',
      header: copy.columns.documents,
      render: (row) => <DocumentsDialog application={row} />,
    },
    {
      key: 'actions',
      header: copy.columns.actions,
      render: (row) => {
        // Spec section 4: only a pending application may be accepted or rejected.
        const decided = row.status !== 'pending';
        return (
          <div className={styles.actions}>
            <Button
              size="sm"
              disabled={decided}
              aria-label={copy.acceptLabel(fullName(row))}
              onClick={() => {
                onAccept?.(row.id);
                toast.show({ tone: 'success', ...copy.acceptedToast });
              }}
            >
              {copy.accept}
            </Button>
            <Button
              tone="danger"
              size="sm"
              disabled={decided}
              aria-label={copy.rejectLabel(fullName(row))}
              onClick={() => {
                onReject?.(row.id);
                toast.show({ tone: 'info', ...copy.rejectedToast });
              }}
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
      <div className={styles.stack}>
        <Table
          caption={title}
          hideCaption
          columns={columns}
          rows={applications}
          getRowKey={(row) => row.id}
          empty={copy.empty}
        />
      </div>
    </>
  );
}

/**
 * "Voir les documents" and its "Documents joints" dialog. One dialog per row, opened by its own
 * trigger, so Radix returns focus to the button that opened it.
 */
function DocumentsDialog({ application }: { application: StaffApplication }) {
  const name = fullName(application);
  return (
    <Dialog
      title={copy.documentsDialogTitle}
      description={copy.documentsDialogDescription(name)}
      trigger={
        <Button tone="secondary" size="sm" aria-label={copy.viewDocumentsLabel(name)}>
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
    </Dialog>
  );
}
