import { countGB } from './en-gb';
import type { Property } from '../domain/property';
import { propertyStatuses, type PropertyStatus } from '../domain/property-values';

/**
 * Property Management (admin) rules, spec 'Property Management (admin)' and section 4: summary cards,
 * the search box and the status tabs.
 */

type Counted = Pick<Property, 'status' | 'isPublished' | 'featured'>;

export interface ManagementSummary {
  total: number;
  published: number;
  drafts: number;
  featured: number;
  byStatus: Record<PropertyStatus, number>;
}

/** The summary cards: total, published, drafts (is_published false, section 4), featured, and one per status. */
export function managementSummary(rows: readonly Counted[]): ManagementSummary {
  const byStatus = Object.fromEntries(propertyStatuses.map((s) => [s, 0])) as Record<PropertyStatus, number>;
  let published = 0;
  let featured = 0;
  for (const row of rows) {
    if (row.isPublished) published += 1;
    if (row.featured) featured += 1;
    byStatus[row.status] += 1;
  }
  return { total: rows.length, published, drafts: rows.length - published, featured, byStatus };
}

type Searched = Pick<Property, 'title' | 'address' | 'postcode' | 'headline'>;

/** The search box: the words typed, case-insensitive, matched against title, address, postcode and headline. */
export function matchesManagementSearch(row: Searched, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [row.title, row.address, row.postcode, row.headline].some((field) => field?.toLowerCase().includes(needle));
}

/** The status tabs: 'all' and one per status (section 4's list, in its order). */
export const statusTabs = ['all', ...propertyStatuses] as const;
export type StatusTab = (typeof statusTabs)[number];

export const isStatusTab = (value: string | null | undefined): value is StatusTab => (statusTabs as readonly string[]).includes(value ?? '');

export const matchesStatusTab = (row: Pick<Property, 'status'>, tab: StatusTab): boolean => tab === 'all' || row.status === tab;

/** The rows the table shows: the tab, then the search, order kept. */
export const visibleRows = <R extends Searched & Pick<Property, 'status'>>(rows: readonly R[], tab: StatusTab, query: string): R[] =>
  rows.filter((row) => matchesStatusTab(row, tab) && matchesManagementSearch(row, query));

/** What the screen says while later pages are still coming (never a count that looks final). */
export const rowsLoadingText = (loaded: number) =>
  `Loading all properties… ${countGB(loaded)} loaded so far; search, tabs and sorting cover these until the rest arrive.`;
