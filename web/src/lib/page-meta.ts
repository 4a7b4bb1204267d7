import { useEffect, useLayoutEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { photoUrl } from '@shared/rules/images';
import { propertyPageTitle } from '@shared/render/share-meta';
import { getConfig } from './config';

interface ListingMeta {
  id: string;
  title: string;
  price: number;
  headline?: string | null;
  description?: string | null;
  address?: string | null;
  image?: string | null;
  url: string;
}

/** A screen's browser title: '{screen} | {brand}', e.g. 'Profile Settings | Off-Market Property Portal'. */
export const screenTitle = (screen: string, brand: string): string => `${screen} | ${brand}`;

/** What a route declares in its `handle` (its entry in the screen table): the screen's name in the browser title. */
export interface RouteHandle {
  title: string;
}

const routeTitle = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && typeof (handle as Partial<RouteHandle>).title === 'string' ? (handle as RouteHandle).title : undefined;

/**
 * Titles the browser tab after the innermost route that names its screen. A layout effect, so it runs
 * before the screens' own effects: a property page then replaces it with its listing title.
 */
export function useRouteTitle(): void {
  const matches = useMatches();
  const screen = matches
    .map((match) => routeTitle(match.handle))
    .filter(Boolean)
    .at(-1);
  const { brand } = getConfig();
  useLayoutEffect(() => {
    document.title = screen ? screenTitle(screen, brand) : brand;
  }, [screen, brand]);
}

/** A schema.org RealEstateListing with its offer in GBP. */
export function listingJsonLd(p: ListingMeta): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': p.url,
    url: p.url,
    name: p.title,
    ...(p.headline || p.description ? { description: p.headline ?? p.description } : {}),
    ...(p.image ? { image: p.image } : {}),
    ...(p.address ? { address: p.address } : {}),
    offers: { '@type': 'Offer', price: p.price, priceCurrency: 'GBP' },
  };
}

/** JSON for a <script> element: '<' escaped so no text can close the element. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Sets '{title} - {price} | {brand}' and a JSON-LD listing block while the page is shown. */
function useListingMeta(meta: ListingMeta | undefined, brand: string): void {
  const json = meta ? scriptSafeJson(listingJsonLd(meta)) : undefined;
  const title = meta ? propertyPageTitle(meta.title, meta.price, brand) : undefined;
  useEffect(() => {
    if (!title || !json) return;
    const previous = document.title;
    document.title = title;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.listing = 'property';
    script.textContent = json;
    document.head.appendChild(script);
    return () => {
      // Only if nothing has retitled the page since: on leaving, the next screen's title is already set.
      if (document.title === title) document.title = previous;
      script.remove();
    };
  }, [title, json]);
}

/** The property fields a page's meta reads; the public payloads lack some (the sneak peek has no address). */
type MetaFields = Pick<ListingMeta, 'id' | 'title' | 'price' | 'headline' | 'description' | 'address'>;

/**
 * useListingMeta for a property page, whose address `pathOf` builds from the id (e.g. paths.propertyDetail),
 * with `photo` (the stored key of one of the property's photos, at detail size) as the listing's image.
 */
export function usePropertyPageMeta(p: MetaFields | undefined, pathOf: (id: string) => string, photo: string | null | undefined): void {
  const { brand, imageBaseUrl } = getConfig();
  useListingMeta(
    p && {
      id: p.id,
      title: p.title,
      price: p.price,
      headline: p.headline,
      description: p.description,
      address: p.address,
      image: photo ? photoUrl(imageBaseUrl, photo, 'detail') : null,
      url: `${window.location.origin}${pathOf(p.id)}`,
    },
    brand,
  );
}
