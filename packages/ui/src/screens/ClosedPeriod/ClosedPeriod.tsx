import { CenteredPage } from '../../components/PageLayout/PageLayout';
import { Alert } from '../../components/Alert/Alert';
import { SupportContact } from '../../components/SupportContact/SupportContact';
import { CalendarIcon } from '../../icons';
import { fr } from '../../copy/fr';

export interface ClosedPeriodProps {
  supportEmail?: string;
  supportPhones?: readonly string[];
  /** The {product} of the footer. */
  product?: string;
}

/** "Périodes de Candidature Fermées": shown by the register, deposit and admission routes. */
export function ClosedPeriod({ supportEmail, supportPhones, product }: ClosedPeriodProps) {
  return (
    <CenteredPage
      wide
      title={fr.closedPeriod.title}
      {...(product ? { product } : {})}
      {...(supportEmail ? { supportEmail } : {})}
      {...(supportPhones ? { supportPhones } : {})}
    >
      <p style={{ margin: 0, fontSize: '1.125rem' }}>{fr.closedPeriod.text}</p>
      <Alert tone="warning" title={fr.closedPeriod.importantTitle} live="off">
        <p style={{ margin: 0 }}>{fr.closedPeriod.important}</p>
      </Alert>
      <p style={{ margin: 0, display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <CalendarIcon />
        <span>{fr.closedPeriod.datesNote}</span>
      </p>
      <Alert tone="info" title={fr.closedPeriod.stayInformedTitle} live="off">
        <p style={{ margin: 0 }}>{fr.closedPeriod.stayInformed}</p>
      </Alert>
      <SupportContact email={supportEmail} phones={supportPhones} phoneCount={3} />
    </CenteredPage>
  );
}
