import { defineGroup, defineRoute } from './define';
import { updateMyProfileSchema } from '../../domain/member';
import { investorFieldsSchema, type Profile } from '../../domain/profile';
import type { Property, PropertyCard } from '../../domain/property';
import { idParams, listPageQuery, propertyParams } from '../../domain/request-params';
import type { Resource } from '../../domain/resource';
import { documentParams } from '../../rules/document-param';
import type { InvestorProperty } from '../../views/investor-property';
import type { MemberDataExport } from '../../views/member-export';
import type { ReservedFlag } from '../../views/reservation';
import type { SavedFavourite, SavedPropertyRequest } from '../responses';
import { json, noContent } from '../route-response';

/** What an approved member reads and changes day to day: the catalogue, favourites, detail requests, profile and resources, and the export of it all. */
export const member = defineGroup({
  access: 'signedIn',
  description: "The investor's catalogue, favourites, detail requests, profile, resources and data export",
  routes: {
    recordSignIn: defineRoute({
      method: 'POST',
      path: '/me/sign-in',
      handler: 'members/profiles/record-sign-in',
      response: json<{ profile: Profile }>(),
      permissions: ['table:read', 'table:write'],
    }),
    exportMyData: defineRoute({
      method: 'GET',
      path: '/me/export',
      handler: 'members/directory/export-my-data',
      response: json<MemberDataExport>(),
      permissions: ['table:read', 'table:write'],
    }),
    getMyProfile: defineRoute({
      method: 'GET',
      path: '/me',
      handler: 'members/profiles/get-my-profile',
      response: json<{ profile: Profile }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listProperties: defineRoute({
      method: 'GET',
      path: '/properties',
      handler: 'catalogue/properties/list-properties',
      query: listPageQuery,
      /** Pages follow `next` until there is none; an investor's pages come in catalogue order (`inOrder`), an admin's in any. */
      response: json<{ items: (PropertyCard & ReservedFlag)[]; next?: string; inOrder?: boolean }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** Every searchable text of each property the caller may list, so the dashboard can search all of spec section 5's fields. */
    getSearchIndex: defineRoute({
      method: 'GET',
      path: '/property-search-index',
      handler: 'catalogue/properties/get-search-index',
      query: listPageQuery,
      response: json<{ texts: Record<string, string>; next?: string }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** Admins get the whole record; investors the detail page's view (investor-property.ts). */
    getProperty: defineRoute({
      method: 'GET',
      path: '/properties/{id}',
      handler: 'catalogue/properties/get-property',
      params: idParams,
      response: json<{ property: Property | (InvestorProperty & ReservedFlag) }>(),
      permissions: ['table:read', 'table:write'],
    }),
    getDocumentLink: defineRoute({
      method: 'GET',
      path: '/properties/{id}/documents/{document}',
      handler: 'catalogue/properties/get-document-link',
      params: documentParams,
      response: json<{ url: string; expiresIn: number }>(),
      permissions: ['table:read', 'table:write', 'documents:read'],
    }),
    listMyFavourites: defineRoute({
      method: 'GET',
      path: '/me/favourites',
      handler: 'catalogue/favourites/list-my-favourites',
      response: json<{ items: SavedFavourite[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    addFavourite: defineRoute({
      method: 'PUT',
      path: '/me/favourites/{propertyId}',
      handler: 'catalogue/favourites/add-favourite',
      params: propertyParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    removeFavourite: defineRoute({
      method: 'DELETE',
      path: '/me/favourites/{propertyId}',
      handler: 'catalogue/favourites/remove-favourite',
      params: propertyParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    listMyPropertyRequests: defineRoute({
      method: 'GET',
      path: '/me/property-requests',
      handler: 'catalogue/property-requests/list-my-property-requests',
      response: json<{ items: SavedPropertyRequest[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    addPropertyRequest: defineRoute({
      method: 'PUT',
      path: '/me/property-requests/{propertyId}',
      handler: 'catalogue/property-requests/add-property-request',
      params: propertyParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    removePropertyRequest: defineRoute({
      method: 'DELETE',
      path: '/me/property-requests/{propertyId}',
      handler: 'catalogue/property-requests/remove-property-request',
      params: propertyParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    updateMyProfile: defineRoute({
      method: 'PATCH',
      path: '/me',
      handler: 'members/profiles/update-my-profile',
      body: updateMyProfileSchema,
      response: json<{ profile: Profile }>(),
      permissions: ['table:read', 'table:write'],
    }),
    updateMyRequirements: defineRoute({
      method: 'PUT',
      path: '/me/requirements',
      handler: 'members/profiles/update-my-requirements',
      body: investorFieldsSchema,
      response: json<{ profile: Profile }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listResources: defineRoute({
      method: 'GET',
      path: '/resources',
      handler: 'catalogue/resources/list-resources',
      response: json<{ items: Resource[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** A short-lived signed link to a download resource's PDF (recorded in the document-access log). */
    getResourceDownload: defineRoute({
      method: 'GET',
      path: '/resources/{id}/download',
      handler: 'catalogue/resources/get-resource-download',
      params: idParams,
      response: json<{ url: string; expiresIn: number }>(),
      permissions: ['table:read', 'table:write', 'documents:read'],
    }),
  },
});
