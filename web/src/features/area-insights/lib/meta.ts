import { useEffect } from 'react';
import {
  AREA_INSIGHTS_PATH,
  areaInsightDescription,
  areaInsightJsonLd,
  areaInsightKeywords,
  areaInsightPath,
  areaInsightTitle,
  heroImageSrc,
  scriptJson,
} from '@shared/render/area-insight-page';
import type { AreaInsight } from '@shared/domain/area-insight';
import { getConfig } from '../../../lib/config';

interface HeadMeta {
  title: string;
  description: string;
  keywords?: string;
  canonical: string;
  jsonLd?: string;
  image?: string | null;
}

/** Sets (or adds) a <meta> tag and answers how to put it back. */
function setMeta(attr: 'name' | 'property', key: string, value: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  const previous = element.content;
  element.content = value;
  return () => (created ? element.remove() : (element.content = previous));
}

function setCanonical(href: string): () => void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const created = !link;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  const previous = link.href;
  link.href = href;
  return () => (created ? link.remove() : (link.href = previous));
}

/** The page's title, description, keywords, canonical link, Open Graph tags and JSON-LD while it is shown. */
function useHeadMeta(meta: HeadMeta | undefined): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!meta) return;
    const previousTitle = document.title;
    document.title = meta.title;
    const undo = [
      setMeta('name', 'description', meta.description),
      ...(meta.keywords ? [setMeta('name', 'keywords', meta.keywords)] : []),
      setMeta('property', 'og:title', meta.title),
      setMeta('property', 'og:description', meta.description),
      setMeta('property', 'og:url', meta.canonical),
      ...(meta.image ? [setMeta('property', 'og:image', meta.image)] : []),
      setCanonical(meta.canonical),
    ];
    let script: HTMLScriptElement | undefined;
    if (meta.jsonLd) {
      // The server-rendered page's own block goes: one Article per page.
      document.head.querySelectorAll('script[type="application/ld+json"]:not([data-area])').forEach((s) => s.remove());
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.area = 'article';
      script.textContent = meta.jsonLd;
      document.head.appendChild(script);
    }
    return () => {
      if (document.title === meta.title) document.title = previousTitle;
      undo.forEach((fn) => fn());
      script?.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the serialised meta
  }, [key]);
}

/** /area-insights: its own description and canonical link. */
export function useAreaListMeta(): void {
  const { brand } = getConfig();
  useHeadMeta({
    title: `Area Insights | ${brand}`,
    description:
      'UK property investment area guides: average prices, rents, gross yields, growth forecasts and the CITY GATE breakdown for each area we invest in.',
    canonical: `${window.location.origin}${AREA_INSIGHTS_PATH}`,
  });
}

/** /area-insights/{slug}: the record's title, description, keywords, canonical from the slug and Article JSON-LD. */
export function useAreaInsightMeta(insight: AreaInsight | undefined): void {
  const { brand, heroImageBaseUrl } = getConfig();
  const canonical = insight ? `${window.location.origin}${areaInsightPath(insight.urlSlug)}` : '';
  const image = insight ? heroImageSrc(heroImageBaseUrl, insight.heroImageUrl) : null;
  useHeadMeta(
    insight && {
      title: areaInsightTitle(insight),
      description: areaInsightDescription(insight),
      keywords: areaInsightKeywords(insight) || undefined,
      canonical,
      image,
      jsonLd: scriptJson(areaInsightJsonLd(insight, { url: canonical, image, brand })),
    },
  );
}
