/** Why the last submit failed, announced as an alert; nothing while there is no failure. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form__alert" role="alert">
      {message}
    </p>
  );
}
