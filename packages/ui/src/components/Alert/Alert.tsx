import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import * as styles from './Alert.css';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { cx } from '../../utils/cx';

import type { Tone } from '../../theme/tones';

/** Tout autre attribut (`id`, `data-*`, `aria-*`, gestionnaires) va sur la `<div>` racine. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** info (bleu), success (vert), warning (ambre) ou error (rouge) ; une icône accompagne toujours la couleur. */
  tone?: Tone | undefined;
  /** Une première ligne en gras. */
  title?: ReactNode | undefined;
  /** Le message. */
  children?: ReactNode | undefined;
  /**
   * `polite` (rôle status) pour une nouvelle qui peut attendre, `assertive` (rôle alert) pour une erreur
   * à lire tout de suite, `off` pour un contenu présent dès le chargement de la page. Par défaut :
   * assertive pour les erreurs, polite sinon.
   */
  live?: 'polite' | 'assertive' | 'off' | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const icons = {
  neutral: InfoIcon,
  info: InfoIcon,
  positive: SuccessIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
} as const satisfies Record<Tone, unknown>;

/** Un message dans la page, dans l’un des tons, son icône toujours à côté de la couleur. */
export function Alert({ tone = 'info', title, children, live, className, ref, ...rest }: AlertProps) {
  const Icon = icons[tone];
  const mode = live ?? (tone === 'critical' ? 'assertive' : 'polite');
  const role = mode === 'assertive' ? 'alert' : mode === 'polite' ? 'status' : undefined;
  return (
    <div
      ref={ref}
      role={role}
      className={cx(styles.alert[tone], className)}
      data-adm="alert"
      data-tone={tone}
      {...rest}
    >
      <Icon className={styles.iconTone[tone]} data-adm-part="icon" />
      <div className={styles.body} data-adm-part="body">
        {title ? (
          <p className={styles.title} data-adm-part="title">
            {title}
          </p>
        ) : null}
        {children ? <div data-adm-part="description">{children}</div> : null}
      </div>
    </div>
  );
}
