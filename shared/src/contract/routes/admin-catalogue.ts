import { defineGroup, defineRoute } from './define';
import { areaInsightInputSchema, areaInsightUpdateSchema, type AreaInsight } from '../../domain/area-insight';
import type { DocumentAccess } from '../../domain/document-access';
import { propertyRequestStatusUpdateSchema, type PropertyRequest } from '../../domain/favourite';
import type { Property } from '../../domain/property';
import type { PropertyNotification } from '../../domain/property-notification';
import { idParams, listPageQuery, propertyRequestParams, versionQuery } from '../../domain/request-params';
import { resourceInputSchema, resourceUpdateSchema, type Resource } from '../../domain/resource';
import type { AlertRecipient } from '../../rules/alert-recipients';
import { createPropertyBodySchema, updatePropertyBodySchema } from '../../views/property-form';
import { notifyPropertySchema, patchPropertySchema, type PropertyRow } from '../../views/property-management';
import type { AdminPropertyRequest, InvestorProfileView } from '../../views/property-requests';
import type { RegistrationRow } from '../responses';
import { json, noContent } from '../route-response';

/**
 * The catalogue, the admin's side: properties (the form, Property Management's rows and inline changes, a property's
 * interest, the notifications sent to its matching investors (signed webhooks), its document access and its deletion
 * with its files), the investors' property requests, area insights and resources. The uploads of their files, with
 * sharp, are admin-media.ts'. A full catalogue rebuild rewrites every listable property's two items, and a deletion
 * removes a property's files: up to API Gateway's 29 s integration limit.
 */
export const adminCatalogue = defineGroup({
  access: 'admin',
  description: 'Admin: the catalogue (properties, their interest, notifications and deletion, property requests, area insights, resources)',
  timeoutSeconds: 29,
  routes: {
    createProperty: defineRoute({
      method: 'POST',
      path: '/properties',
      handler: 'catalogue/properties/create-property',
      body: createPropertyBodySchema,
      response: json<{ property: Property }>(),
      permissions: ['table:read', 'table:write', 'invoke:alerts'],
    }),
    updateProperty: defineRoute({
      method: 'PUT',
      path: '/properties/{id}',
      handler: 'catalogue/properties/update-property',
      params: idParams,
      body: updatePropertyBodySchema,
      response: json<{ property: Property }>(),
      permissions: ['table:read', 'table:write', 'invoke:alerts'],
    }),
    /** Rewrites the investor catalogue from the property records (after a rule change, or data written outside the API). */
    rebuildCatalogue: defineRoute({
      method: 'POST',
      path: '/catalogue/rebuild',
      handler: 'catalogue/properties/rebuild-catalogue',
      response: json<{ properties: number; written: number; removed: number }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listPropertyRows: defineRoute({
      method: 'GET',
      path: '/property-management/rows',
      handler: 'catalogue/properties/list-property-rows',
      query: listPageQuery,
      /** Pages follow `next` until there is none, newest first throughout (each page follows on from the one before); `limit` makes a short first page. */
      response: json<{ items: PropertyRow[]; next?: string }>(),
      permissions: ['table:read', 'table:write'],
    }),
    patchProperty: defineRoute({
      method: 'PATCH',
      path: '/properties/{id}',
      handler: 'catalogue/properties/patch-property',
      params: idParams,
      body: patchPropertySchema,
      response: json<{ property: PropertyRow }>(),
      permissions: ['table:read', 'table:write', 'invoke:alerts'],
    }),
    duplicateProperty: defineRoute({
      method: 'POST',
      path: '/properties/{id}/duplicate',
      handler: 'catalogue/properties/duplicate-property',
      params: idParams,
      response: json<{ property: PropertyRow }>(),
      permissions: ['table:read', 'table:write'],
    }),
    deleteProperty: defineRoute({
      method: 'DELETE',
      path: '/properties/{id}',
      handler: 'catalogue/properties/delete-property',
      params: idParams,
      response: noContent(),
      permissions: ['table:read', 'table:write', 'images:list', 'images:delete', 'documents:list', 'documents:delete'],
    }),
    notifyProperty: defineRoute({
      method: 'POST',
      path: '/properties/{id}/notifications',
      handler: 'catalogue/properties/notify-property',
      params: idParams,
      body: notifyPropertySchema,
      response: json<{ notification: PropertyNotification }>(),
      permissions: ['table:read', 'table:write', 'webhookSecret:read'],
    }),
    /** Interest per property (spec: registrations select by property_id newest first; count by property_id). */
    listInterestCounts: defineRoute({
      method: 'GET',
      path: '/property-management/interest-counts',
      handler: 'sales/interest/list-interest-counts',
      response: json<{ counts: Record<string, number>; alerts: Record<string, { alerted: number; opened: number }> }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listPropertyInterest: defineRoute({
      method: 'GET',
      path: '/properties/{id}/interest-registrations',
      handler: 'sales/interest/list-property-interest',
      params: idParams,
      response: json<{ items: RegistrationRow[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listPropertyNotifications: defineRoute({
      method: 'GET',
      path: '/properties/{id}/notifications',
      handler: 'catalogue/properties/list-property-notifications',
      params: idParams,
      // matchingInvestors: the approved investors the listing matches now (saved searches or requirements), for the notify dialog.
      // alerted: the investors the listing's matched alerts went to, most recent first.
      response: json<{ items: PropertyNotification[]; matchingInvestors: number; alerted: AlertRecipient[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    createResource: defineRoute({
      method: 'POST',
      path: '/resources',
      handler: 'catalogue/resources/create-resource',
      body: resourceInputSchema,
      response: json<{ resource: Resource }>(),
      permissions: ['table:read', 'table:write'],
    }),
    updateResource: defineRoute({
      method: 'PUT',
      path: '/resources/{id}',
      handler: 'catalogue/resources/update-resource',
      params: idParams,
      body: resourceUpdateSchema,
      response: json<{ resource: Resource }>(),
      permissions: ['table:read', 'table:write', 'documents:delete'],
    }),
    deleteResource: defineRoute({
      method: 'DELETE',
      path: '/resources/{id}',
      handler: 'catalogue/resources/delete-resource',
      params: idParams,
      query: versionQuery,
      response: noContent(),
      permissions: ['table:read', 'table:write', 'documents:delete'],
    }),
    listPropertyRequests: defineRoute({
      method: 'GET',
      path: '/property-requests',
      handler: 'catalogue/property-requests/list-property-requests',
      response: json<{ items: AdminPropertyRequest[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    setPropertyRequestStatus: defineRoute({
      method: 'PUT',
      path: '/property-requests/{userId}/{propertyId}/status',
      handler: 'catalogue/property-requests/set-property-request-status',
      params: propertyRequestParams,
      body: propertyRequestStatusUpdateSchema,
      response: json<{ request: PropertyRequest }>(),
      permissions: ['table:read', 'table:write'],
    }),
    getInvestorProfile: defineRoute({
      method: 'GET',
      path: '/investors/{id}',
      handler: 'catalogue/property-requests/get-investor-profile',
      params: idParams,
      response: json<InvestorProfileView>(),
      permissions: ['table:read', 'table:write'],
    }),
    listDocumentAccess: defineRoute({
      method: 'GET',
      path: '/properties/{id}/document-access',
      handler: 'catalogue/properties/list-document-access',
      params: idParams,
      response: json<{ items: DocumentAccess[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listAreaInsights: defineRoute({
      method: 'GET',
      path: '/admin/area-insights',
      handler: 'catalogue/area-insights/list-area-insights',
      response: json<{ items: AreaInsight[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    createAreaInsight: defineRoute({
      method: 'POST',
      path: '/admin/area-insights',
      handler: 'catalogue/area-insights/create-area-insight',
      body: areaInsightInputSchema,
      response: json<{ insight: AreaInsight }>(),
      permissions: ['table:read', 'table:write'],
    }),
    updateAreaInsight: defineRoute({
      method: 'PUT',
      path: '/admin/area-insights/{id}',
      handler: 'catalogue/area-insights/update-area-insight',
      params: idParams,
      body: areaInsightUpdateSchema,
      response: json<{ insight: AreaInsight }>(),
      permissions: ['table:read', 'table:write', 'heroes:delete'],
    }),
    deleteAreaInsight: defineRoute({
      method: 'DELETE',
      path: '/admin/area-insights/{id}',
      handler: 'catalogue/area-insights/delete-area-insight',
      params: idParams,
      response: noContent(),
      permissions: ['table:read', 'table:write', 'heroes:delete'],
    }),
  },
});
