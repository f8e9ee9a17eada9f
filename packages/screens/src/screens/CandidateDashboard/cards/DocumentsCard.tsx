// The application's documents card: links to the uploaded ID card and other document.
import * as styles from '../CandidateDashboard.css';
import { DashboardCard, isFailure, type CardProps } from './shared';
import { candidateCopy } from '../../../copy/candidate';
import { ExternalLink, isSafeExternalUrl } from '@admission/ui';

const copy = candidateCopy;

export function DocumentsCard({ application, level, contextId }: CardProps) {
  const documents = [
    { label: copy.documents.cin, url: application.cinUrl },
    { label: copy.documents.other, url: application.autreDocUrl },
  ].filter((document) => isSafeExternalUrl(document.url));
  return (
    <DashboardCard title={copy.documents.title} level={level} contextId={contextId}>
      {documents.length === 0 ? (
        // Only answered details may say there is no document.
        <p className={styles.text}>
          {application.detailsStatus === 'loading'
            ? copy.documents.loading
            : isFailure(application.detailsStatus)
              ? copy.documents.unavailable
              : copy.documents.none}
        </p>
      ) : (
        <ul className={styles.list}>
          {documents.map((document) => (
            <li key={document.label}>
              <ExternalLink href={document.url}>{document.label}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
