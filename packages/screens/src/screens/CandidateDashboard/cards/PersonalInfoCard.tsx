// The candidate's personal information card (name, birth, contact) and "Modifier", the dialog that
// explains why they cannot be changed here and reports an error to support.
import * as styles from '../CandidateDashboard.css';
import { formatLongDate } from '../format';
import { DashboardCard, isFailure, type CardProps } from './shared';
import { candidateCopy } from '../../../copy/candidate';
import { fr } from '../../../copy/fr';
import { Button, Dialog, linkClass as linkStyle, mailtoHref, VisuallyHidden, cx } from '@admission/ui';

const copy = candidateCopy;

function orNotProvided(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

interface Fact {
  term: string;
  value: string;
  /** How the value is laid out: a phone number never breaks, an e-mail only when it cannot fit. */
  kind?: 'email' | 'phone' | undefined;
}

export function PersonalInfoCard({
  application,
  level,
  contextId,
  supportEmail,
}: CardProps & { supportEmail: string | undefined }) {
  const fullName = [application.bacFirstName, application.bacLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  // E-mail and phone may come with the details (call 5): only answered details may say "Non renseigné".
  const missingContact =
    application.detailsStatus === 'loading'
      ? copy.personal.loading
      : isFailure(application.detailsStatus)
        ? copy.personal.unavailable
        : copy.personal.notProvided;
  const facts: Fact[] = [
    { term: copy.personal.fullName, value: orNotProvided(fullName, copy.personal.notProvided) },
    {
      term: copy.personal.birthDate,
      value: formatLongDate(application.bacDob) ?? copy.personal.notProvidedFeminine,
    },
    {
      term: copy.personal.birthPlace,
      value: orNotProvided(application.bacPlaceOfBirth, copy.personal.notProvided),
    },
    { term: copy.personal.email, value: orNotProvided(application.email, missingContact), kind: 'email' },
    { term: copy.personal.phone, value: orNotProvided(application.phone, missingContact), kind: 'phone' },
  ];
  return (
    <DashboardCard
      title={copy.personal.title}
      level={level}
      contextId={contextId}
      className={styles.personal}
      actions={
        <PersonalInfoExplanation
          candidateId={application.candidateId}
          facts={facts}
          supportEmail={supportEmail}
        />
      }
    >
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.factGroup}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={cx(styles.definition, fact.kind && styles[fact.kind])}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}

/**
 * "Modifier" opens why these data cannot be changed here, and a "Signaler une erreur" e-mail to
 * support per field, its body naming the candidate number and the field.
 */
function PersonalInfoExplanation({
  candidateId,
  facts,
  supportEmail,
}: {
  candidateId: string;
  facts: readonly Fact[];
  supportEmail: string | undefined;
}) {
  return (
    <Dialog
      title={copy.personal.editTitle}
      description={copy.personal.editText}
      trigger={
        <Button variant="secondary" size="sm">
          {copy.personal.edit}
        </Button>
      }
    >
      {supportEmail ? <p className={styles.text}>{copy.personal.editHelp}</p> : null}
      <ul className={styles.list}>
        {facts.map((fact) => (
          <li key={fact.term} className={styles.reportRow}>
            <span className={styles.choiceName}>
              <span className={styles.muted}>{fact.term}</span>
              <strong className={fact.kind && styles[fact.kind]}>{fact.value}</strong>
            </span>
            {supportEmail ? (
              <a
                className={linkStyle}
                href={mailtoHref(
                  supportEmail,
                  copy.personal.reportBody(candidateId, fact.term, fact.value),
                  fr.support.subject,
                )}
              >
                {copy.personal.reportError}
                <VisuallyHidden>
                  {'\u00a0: '}
                  {fact.term}
                </VisuallyHidden>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
