import { photoUrl } from '../rules/images';
import { formatPrice } from '../rules/money';
import type { PublicProperty, PublicPropertyPeek } from '../views/public-property';
import { peekLabel } from '../rules/property-area';

/**
 * Link previews: chat apps and social sites do not run JavaScript, so the HTML served for a public
 * property link must already carry that property's Open Graph and Twitter card tags. This takes the
 * SPA's index.html and the sneak-peek payload (never the full record) and returns the same page with the
 * tags in its head. Every value is HTML-escaped. The preview names the area, never the title (the
 * address): a shared link of either view must not leak what membership buys (rules/property-area.ts).
 */
export interface ShareMetaConfig {
  brand: string;
  /** Where photo keys resolve (the SPA config's imageBaseUrl); must be absolute. */
  imageBaseUrl: string;
  /** The absolute URL of the page being shared (og:url). */
  pageUrl: string;
  /** The API the page calls for the listing (the SPA config's apiUrl): its connection is opened early. */
  apiUrl?: string;
  /** The page served (with apiUrl): the listing it shows is fetched with the page, not after its scripts. */
  view?: 'peek' | 'full';
}

/** The listing a public property page asks the API for, as the SPA's client writes it (the getPublicProperty route). */
export const publicListingPath = (id: string, view: 'peek' | 'full'): string => `/public/properties/${encodeURIComponent(id)}?view=${view}`;

/**
 * The API answer a page's script asks for first, requested by the page itself: it arrives alongside the scripts
 * instead of after them, and the script's own request takes it (same address, no credentials).
 */
export const apiPreload = (apiUrl: string, path: string): string =>
  `<link rel="preload" as="fetch" href="${escapeHtml(apiUrl.replace(/\/+$/, '') + path)}" crossorigin="anonymous" />`;

/** '{title} - {price} | {brand}', the detail and public pages' title. */
export const propertyPageTitle = (title: string, price: number, brand: string): string => `${title} - ${formatPrice(price)} | ${brand}`;

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"'`]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!);

/** The text of the preview: the headline, else a sentence from what the payload has. */
export function shareDescription(payload: Pick<PublicProperty, 'headline' | 'price' | 'locationSummary'>): string {
  const parts = [payload.headline?.trim(), `Asking price ${formatPrice(payload.price)}`, payload.locationSummary?.trim()].filter(Boolean);
  const text = parts.join('. ');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** The sneak peek's title: '{Off-market property in Hull, HU5} - {price} | {brand}', never the address. */
export const peekPageTitle = (payload: Pick<PublicPropertyPeek, 'area' | 'price'>, brand: string): string =>
  propertyPageTitle(peekLabel(payload.area), payload.price, brand);

/** The <meta> tags for one property (in head order), its canonical link, the preloads of its main photo and listing, and the API's preconnect. */
export function shareMetaTags(payload: PublicPropertyPeek, config: ShareMetaConfig): string {
  const title = peekPageTitle(payload, config.brand);
  const description = shareDescription(payload);
  const mainPhoto = payload.imageUrl ?? payload.photos[0] ?? null;
  const image = mainPhoto ? photoUrl(config.imageBaseUrl, mainPhoto, 'detail') : null;
  const absoluteImage = image && /^https?:\/\//i.test(image) ? image : null;
  type Tag = readonly [attr: 'name' | 'property', key: string, value: string];
  const tags: Tag[] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', config.brand],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', config.pageUrl],
    ...(absoluteImage ? [['property', 'og:image', absoluteImage] as Tag, ['property', 'og:image:alt', peekLabel(payload.area)] as Tag] : []),
    ['property', 'product:price:amount', String(payload.price)],
    ['property', 'product:price:currency', 'GBP'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(absoluteImage ? [['name', 'twitter:image', absoluteImage] as Tag] : []),
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(value)}" />`),
    `<link rel="canonical" href="${escapeHtml(config.pageUrl)}" />`,
    // The page's largest image is this photo (the sneak peek's picture, the gallery's first): fetched
    // alongside the scripts rather than after them.
    ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`] : []),
    ...(config.apiUrl && /^https?:\/\//i.test(config.apiUrl)
      ? [`<link rel="preconnect" href="${escapeHtml(new URL(config.apiUrl).origin)}" crossorigin />`]
      : []),
    ...(config.apiUrl && config.view ? [apiPreload(config.apiUrl, publicListingPath(payload.id, config.view))] : []),
  ].join('\n    ');
}

/**
 * index.html with the property's tags: the existing <title>, description and any og:/twitter: tags are
 * replaced; the rest of the page (the SPA's scripts) is kept as is.
 */
export function renderShareMeta(indexHtml: string, payload: PublicPropertyPeek, config: ShareMetaConfig): string {
  const cleaned = indexHtml
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+(?:name|property)=["'](?:description|og:[^"']*|twitter:[^"']*|product:[^"']*)["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '');
  const tags = shareMetaTags(payload, config);
  const headClose = /<\/head>/i.exec(cleaned);
  if (!headClose) return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8" />\n    ${tags}\n  </head><body>${cleaned}</body></html>`;
  return `${cleaned.slice(0, headClose.index)}  ${tags}\n  ${cleaned.slice(headClose.index)}`;
}

/** A minimal page with the tags, for when the SPA's index.html cannot be read (crawlers still get the preview). */
export const fallbackShell = (brand: string): string =>
  `<!doctype html>\n<html lang="en-GB">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>${escapeHtml(brand)}</title>\n  </head>\n  <body>\n    <p><a href="/">${escapeHtml(brand)}</a></p>\n  </body>\n</html>\n`;
