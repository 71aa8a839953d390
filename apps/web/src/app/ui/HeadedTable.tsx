import type { ReactNode } from 'react';

/** A column's head: its label, and the class of its cells (numeric, hide-narrow). */
export interface ColumnHead {
  label: string;
  className?: string;
}

/** A plain table with a head row (for tables too small for DataTable): the rows are the children. */
export function HeadedTable({
  className,
  testId,
  heads,
  children,
}: {
  className: string;
  testId: string;
  heads: ColumnHead[];
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={`data-table ${className}`} data-testid={testId}>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head.label} scope="col" className={head.className}>
                {head.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
