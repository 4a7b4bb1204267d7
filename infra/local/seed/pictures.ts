import sharp from 'sharp';

/**
 * Pictures made by the project for the local seed: a drawn house scene (sky gradient, hills, a house
 * whose shape and windows vary) in colours derived from the property id, so every listing looks different
 * without shipping any photo files. The caption (the view and its place in the gallery) sits centred inside
 * the middle 2:1 band, which every crop of the 4:3 picture keeps (cards and tiles show it with object-fit:
 * cover); the title is the listing's own text, never drawn into its photos.
 */

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A small stable hash (FNV-1a) so colours depend only on the text they are made from. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;

const views = ['Front elevation', 'Living room', 'Kitchen', 'Main bedroom', 'Bathroom', 'Rear garden', 'Street view', 'Second bedroom'];
const walls = ['hsl(14,45%,50%)', 'hsl(32,38%,70%)', 'hsl(45,45%,88%)', 'hsl(205,12%,80%)', 'hsl(20,32%,38%)', 'hsl(0,0%,94%)'];
const roofs = ['hsl(215,16%,28%)', 'hsl(10,42%,34%)', 'hsl(25,20%,22%)'];
const doors = ['#1e3a5f', '#7a1f2b', '#2f5d3a', '#111827', '#b45309', '#4c1d95'];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

function houseScene(look: number, variant: number): string {
  const wall = pick(walls, look + variant);
  const roof = pick(roofs, look >>> 3);
  const door = pick(doors, look >>> 5);
  const glass = 'hsl(200,45%,82%)';
  const wide = variant % 2 === 0; // wide houses get four windows a floor, narrow ones two
  const x = wide ? 480 : 600;
  const w = wide ? 640 : 400;
  const windows = (wide ? [x + 60, x + 200, x + 420, x + 540] : [x + 50, x + 270]).flatMap((wx) => [
    `<rect x="${wx}" y="690" width="80" height="90" rx="6" fill="${glass}" stroke="#ffffff" stroke-width="6"/>`,
    `<rect x="${wx}" y="540" width="80" height="90" rx="6" fill="${glass}" stroke="#ffffff" stroke-width="6"/>`,
  ]);
  return `
    <rect x="${x}" y="480" width="${w}" height="400" fill="${wall}"/>
    <polygon points="${x - 40},490 ${x + w / 2},${wide ? 300 : 320} ${x + w + 40},490" fill="${roof}"/>
    <rect x="${x + w - 150}" y="${wide ? 340 : 360}" width="40" height="90" fill="${roof}"/>
    ${windows.join('')}
    <rect x="${x + w / 2 - 45}" y="720" width="90" height="160" rx="8" fill="${door}"/>
    <circle cx="${x + w / 2 + 25}" cy="805" r="7" fill="#f8e7b0"/>`;
}

/** One 1600x1200 SVG photo of a property: photo `n` (1-based) of `total`. */
export function propertyPhotoSvg(property: { id: string }, n: number, total: number): Buffer {
  const look = hashText(property.id);
  const skyHue = 195 + (look % 40) + n * 3; // always a sky blue, a different one per property
  const hillHue = 85 + ((look >>> 7) % 50);
  const view = pick(views, n - 1);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(skyHue, 62, 52)}"/><stop offset="1" stop-color="${hsl(skyHue - 10, 70, 88)}"/></linearGradient>
  </defs>
  <rect width="1600" height="1200" fill="url(#sky)"/>
  <circle cx="${200 + ((look + n * 230) % 1200)}" cy="210" r="85" fill="#fff3c4" opacity="0.9"/>
  <path d="M0 860 Q400 720 800 840 T1600 800 V1200 H0 Z" fill="${hsl(hillHue, 38, 44)}"/>
  <path d="M0 940 Q500 860 1000 930 T1600 900 V1200 H0 Z" fill="${hsl(hillHue + 10, 42, 33)}"/>
  ${houseScene(look, look + n)}
  <rect x="520" y="905" width="560" height="76" rx="38" fill="#000000" opacity="0.45"/>
  <text x="800" y="957" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#ffffff">${escapeXml(view)} · ${n} of ${total}</text>
</svg>`);
}

/** A 1920x800 hero banner for an area insight: a skyline at dusk with the area's name. */
export function areaHeroSvg(area: { urlSlug: string; locationName: string; postcode: string }): Buffer {
  const hue = hashText(area.urlSlug) % 360;
  let seed = hashText(area.locationName);
  const next = () => ((seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0) % 1000) / 1000;
  const buildings: string[] = [];
  for (let x = 0; x < 1920;) {
    const w = 60 + Math.round(next() * 120);
    const h = 160 + Math.round(next() * 320);
    buildings.push(`<rect x="${x}" y="${800 - h}" width="${w - 8}" height="${h}" fill="${hsl(228, 30, 12 + Math.round(next() * 10))}"/>`);
    x += w;
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800" viewBox="0 0 1920 800">
  <defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(220 + (hue % 30), 55, 18)}"/><stop offset="0.55" stop-color="${hsl(270 + (hue % 50), 38, 42)}"/><stop offset="1" stop-color="${hsl(18 + (hue % 25), 90, 66)}"/>
  </linearGradient></defs>
  <rect width="1920" height="800" fill="url(#dusk)"/>
  <circle cx="1500" cy="470" r="120" fill="#ffe8b0" opacity="0.8"/>
  ${buildings.join('')}
  <text x="90" y="230" font-family="DejaVu Sans, Arial, sans-serif" font-size="110" font-weight="bold" fill="#ffffff">${escapeXml(area.locationName)}</text>
  <text x="96" y="310" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" fill="#f8fafc">${escapeXml(area.postcode)} · Area insight</text>
</svg>`);
}

/** The hero as stored: a JPEG at the detail preset's quality (heroes are shown full width, one size). */
export const areaHeroJpeg = (area: { urlSlug: string; locationName: string; postcode: string }): Promise<Buffer> =>
  sharp(areaHeroSvg(area)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
