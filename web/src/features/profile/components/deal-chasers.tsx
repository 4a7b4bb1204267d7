import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/domain/profile';
import { Card, CardBody } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { cacheMyProfile } from '../../../lib/session/get-my-profile';
import { toast } from '../../../lib/toast';
import { updateMyProfile } from '../api/update-profile';

/** The investor's daily deal deadline emails: on unless turned off here, saved as soon as the switch moves. */
export function DealChasers({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const change = async (dealChasers: boolean) => {
    setSaving(true);
    try {
      cacheMyProfile(queryClient, await updateMyProfile({ dealChasers }));
      toast.success(dealChasers ? 'Deal reminders turned on.' : 'Deal reminders turned off.');
    } catch {
      toast.error('Your choice was not saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="profile-card" titleId="deal-chasers-title" title="Deal reminders">
      <CardBody>
        <p id="deal-chasers-hint">
          Once a day, while a step of one of your purchases is due within 3 days or late, we email you what it is. The steps stay on My deals either way.
        </p>
        <Switch
          checked={profile.dealChasers}
          disabled={saving}
          aria-busy={saving}
          aria-describedby="deal-chasers-hint"
          label="Remind me daily of what is due or late on my deals"
          onCheckedChange={(on) => void change(on)}
        />
      </CardBody>
    </Card>
  );
}
