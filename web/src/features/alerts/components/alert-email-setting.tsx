import { useQuery } from '@tanstack/react-query';
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
  const current = set.isPending ? set.variables : query.data?.frequency;
  return (
    <fieldset className="alert-email-setting" disabled={query.isPending || set.isPending}>
      <legend>Alert emails</legend>
      {digestFrequencies.map((frequency) => (
        <label key={frequency} className="alert-email-setting__option">
          <input
            type="radio"
            name="alert-frequency"
            value={frequency}
            checked={current === frequency}
            onChange={() => set.mutate(frequency, { onSuccess: () => toast.success('Alert emails updated'), onError: (error) => toast.error(error.message) })}
          />
          <span>
            <strong>{digestFrequencyLabels[frequency]}</strong> <span className="alert-email-setting__hint">{hints[frequency]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
