import { useEffect, useId, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as styles from './ErrorSummary.css';
import { cx } from '../../utils/cx';
import { useUiCopy } from '../../copy/UiCopyProvider';

export interface ErrorSummaryItem {
  message: ReactNode;
  /** Id du champ auquel l’erreur se rapporte ; l’élément de la liste y renvoie alors. */
  fieldId?: string | undefined;
}

/** Tout autre attribut (`id`, `data-*`, gestionnaires) va sur la `<div>` racine. */
export interface ErrorSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** Ce qui ne va pas, dans l’ordre du formulaire ; un élément avec `fieldId` renvoie à son champ. Vide : rien n’est dessiné. */
  errors: readonly ErrorSummaryItem[];
  /** Le titre (par défaut « Il y a un problème »). */
  title?: ReactNode | undefined;
  /** À changer (par exemple un compteur d’envois) pour ramener le focus ici au prochain envoi en échec. */
  focusKey?: string | number | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * La liste de ce qui ne va pas, en haut d’un formulaire. Elle prend le focus quand elle apparaît,
 * pour que les personnes qui naviguent au clavier ou avec un lecteur d’écran y arrivent ; chaque
 * élément mène à son champ (et lui donne le focus).
 */
export function ErrorSummary({
  errors,
  title: titleProp,
  focusKey,
  className,
  ref: forwardedRef,
  ...rest
}: ErrorSummaryProps) {
  const copy = useUiCopy();
  const title = titleProp ?? copy.common.errorSummaryTitle;
  const ref = useRef<HTMLDivElement>(null);
  const refs = useComposedRefs(ref, forwardedRef);
  const titleId = useId();
  const visible = errors.length > 0;

  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;
  return (
    <div
      ref={refs}
      className={cx(styles.summary, className)}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      data-adm="error-summary"
      {...rest}
    >
      <h2 id={titleId} className={styles.title} data-adm-part="title">
        {title}
      </h2>
      <ul className={styles.list} data-adm-part="list">
        {errors.map((error, index) => (
          <li key={index} className={styles.item} data-adm-part="item">
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                className={styles.itemLink}
                onClick={(event) => {
                  // Focus the field itself: a hash change alone would not, and may confuse a router.
                  const field = document.getElementById(error.fieldId ?? '');
                  if (field) {
                    event.preventDefault();
                    field.focus();
                    field.scrollIntoView({ block: 'center' });
                  }
                }}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
