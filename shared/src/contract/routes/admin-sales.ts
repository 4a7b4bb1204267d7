import { defineGroup, defineRoute } from './define';
import { dealNoteSchema, type DealEntry } from '../../domain/deal';
import { dealStageParams, dealTargetsSchema, progressDealSchema } from '../../rules/deal';
import { idParams } from '../../domain/request-params';
import type { DealBoard, DealCard, DealDetail } from '../../views/deal';
import { json } from '../route-response';

/**
 * Admin Tools' Deals: the board (open deals by their current stage, a Query per stage, with its figures over the ended
 * deals too, a Query per ending), a deal with its trail, a stage
 * marked done or skipped in order, target dates moved and notes added (never changed or deleted); a fall-through is deal-fall-through.ts'.
 * Each change is one versioned write with its audit event; a stale version, or a move the rules refuse, is a 409.
 */
export const adminDeals = defineGroup({
  access: 'admin',
  description: 'Admin: the deals board, stages, notes and fall-throughs',
  routes: {
    listDeals: defineRoute({
      method: 'GET',
      path: '/deals',
      handler: 'deals/list-deals',
      response: json<DealBoard>(),
      permissions: ['table:read', 'table:write'],
    }),
    getDeal: defineRoute({
      method: 'GET',
      path: '/deals/{id}',
      handler: 'deals/get-deal',
      params: idParams,
      response: json<DealDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** The current stage done or skipped; completing the last one sets the listing Sold and ends the buyer relationship. */
    progressDeal: defineRoute({
      method: 'POST',
      path: '/deals/{id}/stages/{stage}',
      handler: 'deals/progress-deal',
      params: dealStageParams,
      body: progressDealSchema,
      response: json<{ deal: DealCard }>(),
      permissions: ['table:read', 'table:write'],
    }),
    setDealTargets: defineRoute({
      method: 'PATCH',
      path: '/deals/{id}/targets',
      handler: 'deals/set-deal-targets',
      params: idParams,
      body: dealTargetsSchema,
      response: json<{ deal: DealCard }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 201 with the note; notes are never changed or deleted. */
    addDealNote: defineRoute({
      method: 'POST',
      path: '/deals/{id}/notes',
      handler: 'deals/add-deal-note',
      params: idParams,
      body: dealNoteSchema,
      response: json<{ entry: DealEntry }>(),
      permissions: ['table:read', 'table:write'],
    }),
  },
});
