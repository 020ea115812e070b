import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The header as plain text: the label beside the value when the table is a list of cards. */
  label: string;
  cell(row: Row, index: number): ReactNode;
  /** The row's title in card form (shown first, large, without a label). */
  primary?: boolean;
  align?: 'start' | 'end';
}

/**
 * A table on wide screens (>= 768 px) that becomes a list of cards on phones: one markup, restyled
 * by CSS, so the content (and what tests find) is the same at every width. Explicit ARIA roles keep
 * the table semantics when CSS changes the display of the rows.
 */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  className,
  'data-testid': testId,
}: {
  caption?: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <table className={['ui-table', className].filter(Boolean).join(' ')} role="table" data-testid={testId}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((c) => (
            <th key={c.key} role="columnheader" scope="col" className={c.align === 'end' ? 'ui-table__end' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} role="row">
            {columns.map((c) => (
              <td key={c.key} role="cell" data-label={c.label} className={[c.primary ? 'ui-table__primary' : '', c.align === 'end' ? 'ui-table__end' : ''].filter(Boolean).join(' ') || undefined}>
                {c.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
