import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import {
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import { ariaSort, compareSortValues, type SortValue } from './table-sort';

/** A column as data: its header, what it sorts by and how a cell shows. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  /** The value the column sorts by, and shows unless `cell` is given. Without it the column does not sort. */
  value?: (row: Row) => SortValue;
  /** How a cell shows (a link, a badge); defaults to the value as text. */
  cell?: (row: Row) => ReactNode;
  /** Numbers and money align to the end. */
  align?: 'start' | 'end';
  /** Set false to keep a column with a value from sorting. */
  sortable?: boolean;
}

interface DataTableProps<Row extends RowData> {
  /** The table's caption (its accessible name); `captionHidden` keeps it for screen readers only. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** The buttons or links of one row, in a last 'Actions' column. */
  rowActions?: (row: Row) => ReactNode;
  /** Shown instead of the table when there are no rows (an EmptyState). */
  empty: ReactNode;
  /** The column sorted first. */
  initialSort?: { id: string; desc?: boolean };
}

const features = /* @__PURE__ */ tableFeatures({ rowSortingFeature, sortedRowModel: /* @__PURE__ */ createSortedRowModel() });
type Features = typeof features;

const blankAsUndefined = (value: SortValue): SortValue => (value === null || value === '' ? undefined : value);
const sortByValue: SortFn<Features, RowData> = (a, b, columnId) => compareSortValues(a.getValue<SortValue>(columnId), b.getValue<SortValue>(columnId));
const asText = (value: SortValue): string => (value instanceof Date ? value.toLocaleDateString('en-GB') : value === undefined || value === null ? '' : String(value));

function toColumnDefs<Row extends RowData>(columns: readonly DataColumn<Row>[], rowActions?: (row: Row) => ReactNode): ColumnDef<Features, Row>[] {
  const defs: ColumnDef<Features, Row>[] = columns.map((column) => {
    const { value, cell } = column;
    return {
      id: column.id,
      header: column.header,
      ...(value ? { accessorFn: (row: Row) => blankAsUndefined(value(row)) } : {}),
      cell: ({ row, getValue }) => (cell ? cell(row.original) : asText(getValue() as SortValue)),
      enableSorting: Boolean(value) && column.sortable !== false,
      sortFn: sortByValue as SortFn<Features, Row>,
      sortUndefined: 'last',
    } as ColumnDef<Features, Row>;
  });
  if (rowActions) {
    defs.push({ id: 'actions', header: 'Actions', enableSorting: false, cell: ({ row }) => <div className="data-table__actions">{rowActions(row.original)}</div> });
  }
  return defs;
}

/**
 * A table of rows described by columns as data, sorted in the browser (click a header; aria-sort tells
 * screen readers the order), with row actions and an empty state. Fine for a few thousand rows.
 */
export function DataTable<Row extends RowData>({ caption, captionHidden = false, columns, rows, rowId, rowActions, empty, initialSort }: DataTableProps<Row>) {
  const columnDefs = useMemo(() => toColumnDefs(columns, rowActions), [columns, rowActions]);
  const data = useMemo(() => [...rows], [rows]);
  const alignOf = useMemo(() => new Map(columns.map((column) => [column.id, column.align ?? 'start'])), [columns]);
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => rowId(row),
    initialState: { sorting: initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : [] },
  });

  if (rows.length === 0) return <>{empty}</>;

  const cellClass = (columnId: string) => (columnId === 'actions' || alignOf.get(columnId) === 'end' ? 'data-table__cell--end' : undefined);
  return (
    <div className="data-table">
      <table>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const { column } = header;
                const direction = column.getIsSorted();
                const SortIcon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <th key={header.id} scope="col" aria-sort={ariaSort(direction)} className={cellClass(column.id)}>
                    {column.getCanSort() ? (
                      <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <SortIcon size={14} aria-hidden="true" />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cellClass(cell.column.id)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
