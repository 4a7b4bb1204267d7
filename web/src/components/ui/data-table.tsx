import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import { dateGB } from '@shared/rules/en-gb';
import { Button } from './button';
import { useFirstScreen } from './use-first-screen';
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
  /**
   * Shows this many rows a page (after sorting), with Previous and Next buttons: for long lists (thousands
   * of rows with controls in them), so only one page is ever in the DOM. Without it every row shows.
   */
  pageSize?: number;
  /** What the rows are called in the pager ('3 of 120 properties'), e.g. 'properties'. */
  rowsLabel?: string;
}

const features = /* @__PURE__ */ tableFeatures({
  rowSortingFeature,
  sortedRowModel: /* @__PURE__ */ createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: /* @__PURE__ */ createPaginatedRowModel(),
});
/** Without `pageSize`, one page holds every row. */
const ALL_ROWS = 1_000_000_000;
/** Rows a screen shows before scrolling (dense rows at 800 px high): painted first, the rest of the page after. */
const FIRST_SCREEN_ROWS = 12;
type Features = typeof features;

const blankAsUndefined = (value: SortValue): SortValue => (value === null || value === '' ? undefined : value);
const sortByValue: SortFn<Features, RowData> = (a, b, columnId) => compareSortValues(a.getValue<SortValue>(columnId), b.getValue<SortValue>(columnId));
const asText = (value: SortValue): string => (value instanceof Date ? dateGB(value) : value === undefined || value === null ? '' : String(value));

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
    defs.push({
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => <div className="data-table__actions">{rowActions(row.original)}</div>,
    });
  }
  return defs;
}

/**
 * A table of rows described by columns as data, sorted in the browser (click a header; aria-sort tells
 * screen readers the order), with row actions and an empty state. Fine for a few thousand rows.
 * Cells are dense and headers, actions and long words wrap, so from 1024 px every column fits without
 * scrolling (keep each column's content able to wrap); under 768 px rows become cards.
 */
export function DataTable<Row extends RowData>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowId,
  rowActions,
  empty,
  initialSort,
  pageSize,
  rowsLabel = 'rows',
}: DataTableProps<Row>) {
  const columnDefs = useMemo(() => toColumnDefs(columns, rowActions), [columns, rowActions]);
  const data = useMemo(() => [...rows], [rows]);
  const alignOf = useMemo(() => new Map(columns.map((column) => [column.id, column.align ?? 'start'])), [columns]);
  const headerOf = useMemo(() => new Map(columns.map((column) => [column.id, column.header])), [columns]);
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => rowId(row),
    initialState: {
      sorting: initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : [],
      pagination: { pageIndex: 0, pageSize: pageSize ?? ALL_ROWS },
    },
    // A row changing in place (an inline edit) keeps the page; a shorter list is clamped below.
    autoResetPageIndex: false,
  });
  const firstScreenOf = useFirstScreen(rows.length > 0, FIRST_SCREEN_ROWS);
  const pageCount = Math.max(1, table.getPageCount());
  const pageIndex = table.state.pagination.pageIndex;
  useEffect(() => {
    if (pageIndex > pageCount - 1) table.setPageIndex(pageCount - 1);
  }, [pageIndex, pageCount, table]);

  if (rows.length === 0) return <>{empty}</>;

  // Under 768 px each row is a card and each cell names its column (CSS reads data-label).
  const labelOf = (columnId: string) => (columnId === 'actions' ? undefined : headerOf.get(columnId));
  const cellClass = (columnId: string) =>
    columnId === 'actions' ? 'data-table__cell--end data-table__cell--actions' : alignOf.get(columnId) === 'end' ? 'data-table__cell--end' : undefined;
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
          {firstScreenOf(table.getRowModel().rows).map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cellClass(cell.column.id)} data-label={labelOf(cell.column.id)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {pageSize !== undefined && pageCount > 1 && (
        <nav className="data-table__pager" aria-label={`${caption} pages`}>
          <Button variant="secondary" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {Math.min(pageIndex, pageCount - 1) + 1} of {pageCount} ({rows.length} {rowsLabel})
          </span>
          <Button variant="secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
