/** Up to two initials of a full name ('Ivy Investor' -> 'II', 'madonna' -> 'M'), or 'U' without a name. */
export function initialsOf(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase('en-GB')).join('');
}

/** A round badge with the user's initials; the name is given to assistive technology by the caller. */
export function Avatar({ fullName, size = 36 }: { fullName: string | null | undefined; size?: number }) {
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {initialsOf(fullName)}
    </span>
  );
}
