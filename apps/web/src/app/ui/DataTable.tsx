import { type ColumnDef, flexRender, getCoreRowModel, type Table, useReactTable } from '@tanstack/react-table';
import { useT } from '../lib/i18n';

/** A column's class from its `meta.className` (numeric, actions, hide-narrow). */
export const columnClass = (def: { meta?: unknown }) => (def.meta as { className?: string } | undefined)?.className;

/** The column headers of a table, each with its column's class. */
export function TableHead<T>({ table }: { table: Table<T> }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col" className={columnClass(header.column.columnDef)}>
              {flexRender(header.column.columnDef.header, header.getContext())}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

interface DataTableProps<T> {
  rows: T[];
  columns: ColumnDef<T>[];
  rowId: (row: T) => string;
  /** The list's query: pending until its first answer, fetching while an answer (maybe an earlier page's) is replaced. */
  query: { isPending: boolean; isFetching: boolean; data?: unknown };
  empty: string;
  className: string;
  testId: string;
  rowTestId: string;
}

/**
 * One page of a server-side list as a table: filtering, sorting and paging happen on the server (the address keeps
 * them), so the table only lays out the rows it is given.
 */
export function DataTable<T>({ rows, columns, rowId, query, empty, className, testId, rowTestId }: DataTableProps<T>) {
  const t = useT();
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
  });
  const note = query.isPending ? t('app.loading') : query.data && rows.length === 0 ? empty : null;
  return (
    <div className="table-wrap">
      <table className={`data-table ${className}`} data-testid={testId} aria-busy={query.isFetching}>
        <TableHead table={table} />
        <tbody>
          {note && (
            <tr>
              <td colSpan={columns.length} className="muted">
                {note}
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={columnClass(cell.column.columnDef)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
