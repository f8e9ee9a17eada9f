import { createContext, useContext, type ReactNode } from 'react';
import * as styles from './SupportContact.css';
import { link } from '../Link/Link.css';
import { MailIcon, PhoneIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { cx } from '../../utils/cx';

/** Les contacts de l’assistance de l’établissement, tels que l’application les configure. */
export interface SupportContacts {
  /** L’adresse e-mail de l’assistance. */
  email?: string | undefined;
  /** Les numéros tels qu’on les écrit (`+221 33 123 45 67`) ; le lien tel: en retire les espaces. */
  phones?: readonly string[] | undefined;
  /** L’objet des e-mails que les liens ouvrent (aucun par défaut : l’application donne le sien). */
  subject?: string | undefined;
}

const SupportContactContext = createContext<SupportContacts>({});

export interface SupportContactProviderProps extends SupportContacts {
  /** La partie de l’application qui utilise ces contacts. */
  children?: ReactNode | undefined;
}

/**
 * Donne les contacts de l’assistance de l’application à chaque `SupportContact` placé en dessous
 * (le bloc des pieds de page, un par page) et à « Signaler une erreur » du tableau de bord. Le
 * paquet n’a aucun contact à lui : sans fournisseur ni props, aucun bloc de contact n’est dessiné.
 */
export function SupportContactProvider({ email, phones, subject, children }: SupportContactProviderProps) {
  return (
    <SupportContactContext.Provider value={{ email, phones, subject }}>
      {children}
    </SupportContactContext.Provider>
  );
}

/** Les contacts du `SupportContactProvider` le plus proche (vides sans fournisseur). */
export function useSupportContacts(): SupportContacts {
  return useContext(SupportContactContext);
}

export interface SupportContactProps {
  /** L’e-mail affiché (par défaut : celui du SupportContactProvider). */
  email?: string | undefined;
  /** Les numéros tels qu’on les écrit ; le lien tel: en retire les espaces (par défaut : ceux du fournisseur). */
  phones?: readonly string[] | undefined;
  /** Combien de numéros afficher (par défaut : tous). */
  phoneCount?: number | undefined;
  /** Le titre (par défaut « Besoin d’aide ? », des textes des blocs). */
  title?: string | undefined;
  /** Le niveau du titre (par défaut 2) ; `null` le dessine en texte simple. */
  headingLevel?: 2 | 3 | 4 | null | undefined;
  /** `center` dans le pied de page ; `start` (par défaut) dans une carte ou une page. */
  align?: 'start' | 'center' | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
}

/** Une adresse `mailto:` avec, s’ils sont donnés, un objet et un corps de message. */
export function mailtoHref(email: string, body?: string, subject?: string): string {
  const query = [
    ...(subject ? [`subject=${encodeURIComponent(subject)}`] : []),
    ...(body ? [`body=${encodeURIComponent(body)}`] : []),
  ].join('&');
  return query ? `mailto:${email}?${query}` : `mailto:${email}`;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * L’e-mail de l’assistance (avec l’objet du fournisseur, s’il y en a un) et ses numéros de
 * téléphone, pris dans les props ou, à défaut, dans le `SupportContactProvider` ; rien du tout
 * quand il n’y a ni l’un ni l’autre.
 */
export function SupportContact({
  email: emailProp,
  phones: phonesProp,
  phoneCount,
  title: titleProp,
  headingLevel = 2,
  align = 'start',
  className,
}: SupportContactProps) {
  const copy = useUiCopy();
  const title = titleProp ?? copy.support.title;
  const configured = useSupportContacts();
  const email = emailProp ?? configured.email;
  const phones = phonesProp ?? configured.phones ?? [];
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const shown = phoneCount === undefined ? phones : phones.slice(0, phoneCount);
  if (!email && shown.length === 0) return null;
  return (
    <div className={cx(styles.block[align], className)} data-adm="support-contact">
      <Heading className={styles.title} data-adm-part="title">
        {title}
      </Heading>
      <ul className={styles.list[align]} data-adm-part="list">
        {email ? (
          <li className={styles.item}>
            <MailIcon />
            <VisuallyHidden>
              {copy.support.emailLabel}
              {'\u00a0: '}
            </VisuallyHidden>
            <a
              className={cx(link, styles.target, styles.email)}
              href={mailtoHref(email, undefined, configured.subject)}
            >
              {email}
            </a>
          </li>
        ) : null}
        {shown.map((phone) => (
          <li key={phone} className={styles.item}>
            <PhoneIcon />
            <VisuallyHidden>
              {copy.support.phoneLabel}
              {'\u00a0: '}
            </VisuallyHidden>
            <a className={cx(link, styles.target, styles.phone)} href={telHref(phone)}>
              {phone}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
