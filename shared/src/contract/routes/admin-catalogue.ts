import { defineGroup, defineRoute } from './define';
import type { Property } from '../../domain/property';
import { idParams, listPageQuery } from '../../domain/request-params';
import { createPropertyBodySchema, updatePropertyBodySchema } from '../../views/property-form';
import { patchPropertySchema, type PropertyRow } from '../../views/property-management';
import { json } from '../route-response';

/**
 * Properties: the form (it alone carries the property form schema), Property Management's rows and inline changes.
 * A full catalogue rebuild rewrites every listable property's two items: up to API Gateway's 29 s integration limit.
 */
export const adminCatalogue = defineGroup({
  access: 'admin',
  description: 'Admin: properties and their files',
  timeoutSeconds: 29,
  routes: {
    createProperty: defineRoute({
      method: 'POST',
      path: '/properties',
      handler: 'properties/create-property',
      body: createPropertyBodySchema,
      response: json<{ property: Property }>(),
      permissions: ['table:read', 'table:write', 'invoke:alerts'],
    }),
    updateProperty: defineRoute({
      method: 'PUT',
      path: '/properties/{id}',
      handler: 'properties/update-property',
      params: idParams,
      body: updatePropertyBodySchema,
      response: json<{ property: Property }>(),
      permissions: ['table:read', 'table:write', 'invoke:alerts'],
    }),
    /** Rewrites the investor catalogue from the property records (after a rule change, or data written outside the API). */
    rebuildCatalogue: defineRoute({
      method: 'POST',
      path: '/catalogue/rebuild',
      handler: 'properties/rebuild-catalogue',
      response: json<{ properties: number; written: number; removed: number }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listPropertyRows: defineRoute({
      method: 'GET',
      path: '/property-management/rows',
      handler: 'properties/list-property-rows',
      query: listPageQuery,
      /** Pages follow `next` until there is none, newest first throughout (each page follows on from the one before); `limit` makes a short first page. */
      response: json<{ items: PropertyRow[]; next?: string }>(),
      permissions: ['table:read', 'table:write'],
    }),
    patchProperty: defineRoute({
      method: 'PATCH',
      path: '/properties/{id}',
      handler: 'properties/patch-property',
      params: idParams,
      body: patchPropertySchema,
      response: json<{ property: PropertyRow }>(),
      permissions: ['table:read', 'table:write', 'invoke:alerts'],
    }),
    duplicateProperty: defineRoute({
      method: 'POST',
      path: '/properties/{id}/duplicate',
      handler: 'properties/duplicate-property',
      params: idParams,
      response: json<{ property: PropertyRow }>(),
      permissions: ['table:read', 'table:write'],
    }),
  },
});
