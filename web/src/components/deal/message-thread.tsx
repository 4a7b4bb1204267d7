import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DEAL_MESSAGE_MAX_CHARACTERS, dealMessageSchema, type DealMessageInput } from '@shared/domain/deal-message';
import type { DealMessageView, DealThread } from '@shared/views/deal-message';
import { whenUk } from '../../lib/uk-time';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { QueryView } from '../ui/query-view';
import { TextAreaField } from '../ui/textarea-field';
import { useUnsavedChanges } from '../ui/unsaved-changes';
import { charactersLeft } from './message-length';
import './message-thread.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

interface MessageThreadProps {
  thread: UseQueryResult<DealThread>;
  /** The heading that names the thread. */
  headingId: string;
  /** Who wrote a message, as this side reads it. */
  authorOf: (message: DealMessageView) => string;
  /** Shown while the thread has no message. */
  empty: ReactNode;
  /** Sends a message; settles once the thread has been read again. */
  send: (text: string) => Promise<unknown>;
  sending: boolean;
  /** The form's accessible name, and its field's id and label. */
  form: { name: string; fieldId: string; fieldLabel: string };
}

/**
 * A deal's thread between its investor and the sourcer, as one side reads it: oldest first, 'Read' or 'Sent' on this
 * side's own messages, and a form to write the next one.
 */
export function MessageThread({ thread, headingId, authorOf, empty, send, sending, form }: MessageThreadProps) {
  return (
    <div className="message-thread">
      <QueryView query={thread} loading={<p role="status">Loading messages…</p>} error="Could not load the messages" errorText={thread.error?.message}>
        {({ items }) => <MessageLog items={items} headingId={headingId} authorOf={authorOf} empty={empty} />}
      </QueryView>
      <MessageForm send={send} sending={sending} {...form} />
    </div>
  );
}

function MessageLog({ items, headingId, authorOf, empty }: Pick<MessageThreadProps, 'headingId' | 'authorOf' | 'empty'> & { items: DealMessageView[] }) {
  const list = useRef<HTMLOListElement>(null);
  // The newest message is the last one: the list scrolls to it when the thread opens and when one arrives.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [items.length]);
  return (
    // A log announces what is added after it first showed (a message sent, or read in), never the thread as it loaded.
    <div role="log" aria-relevant="additions">
      {items.length === 0 ? (
        empty
      ) : (
        // Focusable so that a keyboard can scroll it.
        <ol ref={list} className="message-thread__list" aria-labelledby={headingId} tabIndex={0}>
          {items.map((message) => (
            <li key={message.id} className={message.mine ? 'message-thread__message is-mine' : 'message-thread__message'}>
              <p className="message-thread__meta">
                <strong>{authorOf(message)}</strong> <time dateTime={message.at}>{whenUk(message.at)}</time>
                {message.mine && <span className="message-thread__receipt">{message.read ? 'Read' : 'Sent'}</span>}
              </p>
              <p className="message-thread__text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function MessageForm({ send, sending, name, fieldId, fieldLabel }: Pick<MessageThreadProps, 'send' | 'sending'> & MessageThreadProps['form']) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    control,
    formState: { errors, isDirty },
  } = useForm<DealMessageInput>({ resolver: zodResolver(dealMessageSchema), defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });
  useUnsavedChanges(isDirty);
  const onSubmit = handleSubmit(async ({ text }) => {
    setFailure(null);
    let sent = false;
    try {
      await send(text);
      sent = true;
    } catch (error) {
      setFailure(messageOf(error));
    }
    // The button was disabled while sending, which took the focus from it: the field has it back, for the next message
    // (before the reset, which forgets the field's element until it renders again).
    setFocus('text');
    if (sent) reset({ text: '' });
  });
  return (
    <form className="message-thread__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={name}>
      <TextAreaField
        id={fieldId}
        label={fieldLabel}
        rows={3}
        hint={charactersLeft(text, DEAL_MESSAGE_MAX_CHARACTERS)}
        error={errors.text}
        {...register('text')}
      />
      <FormAlert message={failure} />
      <div>
        <Button type="submit" variant="primary" busy={sending} busyLabel="Sending…">
          Send message
        </Button>
      </div>
    </form>
  );
}
