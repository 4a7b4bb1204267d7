/**
 * Whether the name an investor types to sign resembles the name verified for them (their buyer check): the same
 * first name, and every name of the shorter of the two found in the longer, in order. Case, accents, apostrophes,
 * full stops and hyphens do not count ('Mary-Jane' is 'Mary Jane'), so middle names may be left out or added and a
 * double-barrelled surname shortened; a different first name or surname, or a single name, is refused.
 */
const namesOf = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .split(/[\s\-‐‑–]+/)
    .filter(Boolean);

/** Whether `shorter` appears in `longer` in order, names skipped allowed. */
const inOrder = (shorter: readonly string[], longer: readonly string[]): boolean => {
  let at = 0;
  for (const name of longer) if (name === shorter[at]) at += 1;
  return at === shorter.length;
};

export function nameResembles(typed: string, verified: string): boolean {
  const a = namesOf(typed);
  const b = namesOf(verified);
  if (a.length < 2 || b.length < 2 || a[0] !== b[0]) return false;
  return a.length <= b.length ? inOrder(a, b) : inOrder(b, a);
}

/**
 * The refusal when the typed name resembles none of the names verified for the buyer (each joint buyer, or a
 * company's directors); null when it resembles one, or when no name was verified to compare with.
 */
export function signatureNameRefusal(typed: string, verifiedNames: readonly string[]): string | null {
  const names = verifiedNames.map((name) => name.trim()).filter(Boolean);
  if (names.length === 0 || names.some((name) => nameResembles(typed, name))) return null;
  return `The name you typed, ${typed.trim()}, does not match the name we verified (${names.join(' or ')}). Type your full name as it was verified; you may leave out middle names.`;
}
