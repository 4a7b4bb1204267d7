import { dealStageOwners, type DealStageOwner } from '@shared/rules/deal-stages';
import type { BoardCard, DealBoardColumn } from '@shared/views/deal';

/**
 * The board's filters as the URL keeps them (`?rag=amber&owner=solicitor`), so a filtered board can be shared and
 * survives a reload. The owner is the owner of the deal's current stage: who it waits on.
 */

export const ragFilters = ['red', 'amber', 'green'] as const;
export type RagFilter = (typeof ragFilters)[number];

export interface BoardFilters {
  rag: RagFilter | null;
  owner: DealStageOwner | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

/** The filters in `params`; a value that is not one of the choices counts as no filter. */
export const readBoardFilters = (params: URLSearchParams): BoardFilters => ({
  rag: oneOf(ragFilters, params.get('rag')),
  owner: oneOf(dealStageOwners, params.get('owner')),
});

/** `params` with the filters set (a filter that is off leaves the URL), the other parameters kept. */
export function withBoardFilters(params: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['rag', 'owner'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A card passes when its RAG is the one chosen and its current stage waits on the owner chosen (who it waits on). */
export const matchesFilters = (card: Pick<BoardCard, 'rag' | 'owner'>, { rag, owner }: BoardFilters): boolean =>
  (rag === null || card.rag === rag) && (owner === null || card.owner === owner);

/** Every column kept (an empty one still takes a drop), each holding only the cards that pass the filters. */
export const filterColumns = (columns: readonly DealBoardColumn[], filters: BoardFilters): DealBoardColumn[] =>
  columns.map((column) => ({ ...column, deals: column.deals.filter((card) => matchesFilters(card, filters)) }));

export const isFiltered = ({ rag, owner }: BoardFilters): boolean => rag !== null || owner !== null;
