/**
 * An email address in a table cell: it wraps after the '@' first, and anywhere if it must, so a long address
 * never pushes the table wider than the screen (every column stays in view from 1024 px).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at === -1) return <span className="members-email">{email}</span>;
  return (
    <span className="members-email">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
