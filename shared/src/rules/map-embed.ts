/**
 * The admin enters a Google Maps "embed a map" snippet (iframe HTML). It is never injected as HTML:
 * this pulls out the map URL and accepts it only when it is a Google Maps embed URL, so the page
 * renders its own sandboxed iframe with that src, or no map at all.
 */
const ALLOWED_HOST = 'www.google.com';
const ALLOWED_PATH = /^\/maps\/embed(\/|$|\?)/;

const decodeEntities = (value: string): string =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The candidate URL: the first iframe's src attribute, or the whole value when it is a bare URL. */
function candidate(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (text.startsWith('<')) {
    const iframe = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(text);
    if (!iframe) return null;
    return decodeEntities(iframe[1] ?? iframe[2] ?? iframe[3] ?? '').trim();
  }
  return /\s/.test(text) ? null : decodeEntities(text);
}

/** The https://www.google.com/maps/embed… URL in the admin's snippet, or null for anything else. */
export function mapEmbedUrl(input: string | null | undefined): string | null {
  if (!input) return null;
  const raw = candidate(input);
  if (!raw || !raw.toLowerCase().startsWith('https://')) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== ALLOWED_HOST || url.port !== '' || url.username || url.password) return null;
  if (!ALLOWED_PATH.test(url.pathname + (url.search ? '?' : ''))) return null;
  return url.href;
}

/**
 * Where 'Open in Google Maps' goes: a Google Maps search for the address (Maps URLs, no key needed),
 * else the embed's own URL, which also opens as a page. Null when there is neither.
 */
export function openInMapsUrl(address: string | null | undefined, embed: string | null | undefined): string | null {
  const place = address?.trim();
  if (place) return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
  return mapEmbedUrl(embed);
}
