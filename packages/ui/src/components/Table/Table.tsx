import { useId, type ComponentPropsWithRef, type Key, type ReactNode, type Ref } from 'react';
import * as styles from './Table.css';
import { cx } from '../../utils/cx';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Fait de la cellule l’en-tête de sa ligne (par exemple la colonne du nom). */
  rowHeader?: boolean | undefined;
}

/** Tout autre attribut (`id`, `data-*`, gestionnaires) va sur la `<div>` racine, la zone qui défile. */
export interface TableProps<Row> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** La légende du tableau : son nom, qui nomme aussi la zone qui défile. */
  caption: ReactNode;
  /** Les colonnes : en-tête, rendu de la cellule, et si la cellule est l’en-tête de sa ligne. */
  columns: readonly TableColumn<Row>[];
  /** Les lignes, dans l’ordre d’affichage. */
  rows: readonly Row[];
  /** Une clé stable pour chaque ligne. */
  getRowKey: (row: Row) => Key;
  /** Affiché sur toute la largeur quand il n’y a aucune ligne. */
  empty?: ReactNode | undefined;
  /** Réserve la légende aux lecteurs d’écran (un titre visible nomme le tableau). */
  hideCaption?: boolean | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * Un tableau de données ; sur un écran étroit, il défile horizontalement dans une région nommée qui
 * peut recevoir le focus.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  empty,
  hideCaption,
  className,
  ref,
  ...rest
}: TableProps<Row>) {
  const captionId = useId();
  return (
    // The region is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      ref={ref}
      className={cx(styles.scroller, className)}
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-adm="table"
      {...rest}
    >
      <table className={styles.table}>
        <caption
          id={captionId}
          className={styles.caption}
          data-adm-part="caption"
          style={
            hideCaption
              ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
              : undefined
          }
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td className={styles.td} colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={styles.td} style={{ textAlign: 'start' }}>
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={styles.td}>
                      {column.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
