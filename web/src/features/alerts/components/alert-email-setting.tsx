import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { digestFrequencies, digestFrequencyLabels, type DigestFrequency } from '@shared/domain/alert';
import { toast } from '../../../lib/toast';
import { alertsQuery, useSetAlertFrequency } from '../api/alerts';
import '../alerts.css';

const hints: Record<DigestFrequency, string> = {
  instant: 'An email within a minute of each matching listing',
  daily: 'At most one email a day, listing up to 14 matching properties',
  off: 'No emails: alerts appear only under the bell',
};

/** The investor's choice of alert emails: Instant, Daily (the default) or Off. */
export function AlertEmailSetting() {
  const query = useQuery(alertsQuery());
  const set = useSetAlertFrequency();
  // The choice shows at once, in the click's own render (a controlled radio would otherwise snap back until the
  // mutation's state arrives), and stays until the refetched answer has it or the save failed.
  const [chosen, setChosen] = useState<DigestFrequency>();
  const current = chosen ?? query.data?.frequency;
  const choose = (frequency: DigestFrequency) => {
    setChosen(frequency);
    set.mutate(frequency, {
      onSuccess: () => toast.success('Alert emails updated'),
      onError: (error) => toast.error(error.message),
      onSettled: () => setChosen(undefined),
    });
  };
  return (
    <fieldset className="alert-email-setting" disabled={query.isPending || set.isPending}>
      <legend>Alert emails</legend>
      {digestFrequencies.map((frequency) => (
        <label key={frequency} className="alert-email-setting__option">
          <input type="radio" name="alert-frequency" value={frequency} checked={current === frequency} onChange={() => choose(frequency)} />
          <span>
            <strong>{digestFrequencyLabels[frequency]}</strong> <span className="alert-email-setting__hint">{hints[frequency]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
