// talisman ships no declarations; these are the two metrics the sanctions matcher uses (each module's export is the function).
declare module 'talisman/metrics/jaro-winkler.js' {
  /** Jaro–Winkler similarity, 0 (nothing in common) to 1 (the same): prefix scale 0.1 over up to four letters, boost from 0.7. */
  export default function jaroWinkler(a: string, b: string): number;
}
declare module 'talisman/metrics/damerau-levenshtein.js' {
  /** The restricted Damerau–Levenshtein (optimal string alignment) distance: each insertion, deletion, substitution or adjacent swap is one edit. */
  export default function damerauLevenshtein(a: string, b: string): number;
}
