import * as styles from './SupportContact.css';
import { link } from '../Link/Link.css';
import { MailIcon, PhoneIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { fr } from '../../copy/fr';
import { cx } from '../../utils/cx';

/** Placeholders until the institution's real contacts are configured by the app. */
export const DEFAULT_SUPPORT_EMAIL = 'assistance@admission.example';
export const DEFAULT_SUPPORT_PHONES: readonly string[] = [
  '+221 33 000 00 01',
  '+221 33 000 00 02',
  '+221 77 000 00 03',
];

export interface SupportContactProps {
  email?: string | undefined;
  /** Phone numbers as written for people; the tel: link drops spaces. */
  phones?: readonly string[] | undefined;
  /** How many of the phones to show (the dashboard shows two, the closed-period page three). */
  phoneCount?: number | undefined;
  title?: string | undefined;
  /** Heading level of the title (default 2); `null` renders it as plain text. */
  headingLevel?: 2 | 3 | 4 | null | undefined;
  /** `center` in the footer; `start` (default) in a card or a page. */
  align?: 'start' | 'center' | undefined;
  className?: string | undefined;
}

/** A mailto: link with the subject "Assistance Equivalence/Admission" and, if given, a body. */
export function mailtoHref(email: string, body?: string): string {
  const subject = `subject=${encodeURIComponent(fr.support.subject)}`;
  return `mailto:${email}?${subject}${body ? `&body=${encodeURIComponent(body)}` : ''}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** The support e-mail (with the subject 'Assistance Equivalence/Admission') and phone numbers. */
export function SupportContact({
  email = DEFAULT_SUPPORT_EMAIL,
  phones = DEFAULT_SUPPORT_PHONES,
  phoneCount,
  title = fr.support.title,
  headingLevel = 2,
  align = 'start',
  className,
}: SupportContactProps) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const shown = phoneCount === undefined ? phones : phones.slice(0, phoneCount);
  return (
    <div className={cx(styles.block[align], className)}>
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.list[align]}>
        <li className={styles.item}>
          <MailIcon />
          <VisuallyHidden>{fr.support.emailLabel} : </VisuallyHidden>
          <a className={cx(link, styles.target, styles.email)} href={mailtoHref(email)}>
            {email}
          </a>
        </li>
        {shown.map((phone) => (
          <li key={phone} className={styles.item}>
            <PhoneIcon />
            <VisuallyHidden>{fr.support.phoneLabel} : </VisuallyHidden>
            <a className={cx(link, styles.target, styles.phone)} href={telHref(phone)}>
              {phone}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
