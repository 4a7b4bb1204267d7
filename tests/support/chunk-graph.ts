/**
 * Reachability over a Vite build manifest (`build.manifest`): which chunk files a browser can download,
 * starting from some manifest entries, through static imports (loaded with the chunk) and dynamic ones
 * (loaded when the code runs that import()).
 */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest keys of the chunks named `name`: a chunk that is not a page's own (a shared or lazily imported
 * module) is keyed `_<name>-<hash>.js` rather than by its source.
 */
export const chunksNamed = (manifest: Manifest, name: string): string[] => Object.keys(manifest).filter((key) => manifest[key]!.name === name);

/** The manifest keys statically imported from `key`, itself included. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of manifest[k]?.imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/**
 * Every manifest key reachable from `seeds`, with the path that reaches it (seed first). `skipDynamic`
 * says which dynamic import edges (from, to) are not followed.
 */
export function reachable(manifest: Manifest, seeds: string[], skipDynamic: (from: string, to: string) => boolean = () => false): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const queue: string[] = [];
  for (const seed of seeds) {
    if (!paths.has(seed)) {
      paths.set(seed, [seed]);
      queue.push(seed);
    }
  }
  while (queue.length > 0) {
    const from = queue.shift()!;
    const chunk = manifest[from];
    if (!chunk) continue;
    const edges = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter((to) => !skipDynamic(from, to))];
    for (const to of edges) {
      if (paths.has(to)) continue;
      paths.set(to, [...paths.get(from)!, to]);
      queue.push(to);
    }
  }
  return paths;
}
