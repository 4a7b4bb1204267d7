import { useState, type FormEvent } from 'react';
import type { DealEntry } from '@shared/domain/deal';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { toast } from '../../../lib/toast';
import { useAddDealNote } from '../api/deals-board';
import { whenUk } from '../lib/format';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** The deal's trail, oldest first: notes and changes, only ever added to (no edit, no delete), and a note added. */
export function DealNotes({ dealId, entries }: { dealId: string; entries: readonly DealEntry[] }) {
  const add = useAddDealNote();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedChanges(text.trim().length > 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!text.trim()) return setFailure('Write the note');
    try {
      await add.mutateAsync({ id: dealId, body: { text: text.trim() } });
      setText('');
      toast.success('Note added');
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <div className="deal-notes">
      {entries.length === 0 ? (
        <p className="deal-notes__empty">No notes or changes yet.</p>
      ) : (
        <ol className="deal-notes__list" aria-label="Notes and changes">
          {entries.map((entry) => (
            <li key={entry.id} className={`deal-note deal-note--${entry.kind}`}>
              <p className="deal-note__text">{entry.text}</p>
              <p className="deal-note__meta">
                {entry.kind === 'note' ? 'Note' : 'Change'} by {entry.by.name ?? 'an admin'}, <time dateTime={entry.at}>{whenUk(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="form" aria-label="Add a note" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextAreaField
          id="deal-note"
          label="New note"
          hint="Notes stay on the deal's trail: they cannot be changed or deleted once added."
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormAlert message={failure} />
        <div>
          <Button type="submit" variant="secondary" busy={add.isPending} busyLabel="Adding…">
            Add note
          </Button>
        </div>
      </form>
    </div>
  );
}
