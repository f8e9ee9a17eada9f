import { useId, type ComponentPropsWithRef, type Key, type ReactNode, type Ref } from 'react';
import * as styles from './Table.css';
import { cx } from '../../utils/cx';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Marks the cell as the row's header (e.g. the name column). */
  rowHeader?: boolean | undefined;
}

/** Any other attribute (`id`, `data-*`, handlers) goes on the root `<div>`, the scrolling region. */
export interface TableProps<Row> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The table's caption: its name, also the name of the scrolling region. */
  caption: ReactNode;
  /** The columns: header, cell renderer, and whether the cell heads its row. */
  columns: readonly TableColumn<Row>[];
  /** The rows, in display order. */
  rows: readonly Row[];
  /** A stable key for each row. */
  getRowKey: (row: Row) => Key;
  /** Shown in a full-width row when there are no rows. */
  empty?: ReactNode | undefined;
  /** Keeps the caption for screen readers only (a visible heading names the table). */
  hideCaption?: boolean | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** A data table; on narrow screens it scrolls sideways inside a focusable, labelled region. */
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
