import { accessBadge, invitationBadge, roleBadge, statusLabel, welcomeEmailBadge } from '@shared/rules/members';
import { Badge } from '../../../components/ui/badge';

export const AccessBadge = ({ status }: { status: string | null | undefined }) => {
  const { label, tone } = accessBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
};

export const RoleBadge = ({ role }: { role: string | null | undefined }) => {
  const { label, tone } = roleBadge(role);
  return <Badge tone={tone}>{label}</Badge>;
};

export const WelcomeBadge = ({ sent }: { sent: boolean | null | undefined }) => {
  const { label, tone } = welcomeEmailBadge(sent);
  return <Badge tone={tone}>{label}</Badge>;
};

/** Nothing when the invitation state is unknown. */
export const InvitationBadge = ({ invitation }: { invitation: string | null | undefined }) => {
  const badge = invitationBadge(invitation);
  return badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null;
};

const registrationTones: Record<string, 'success' | 'warning' | 'danger' | 'accent'> = {
  pending: 'warning',
  approved: 'success',
  account_created: 'accent',
  rejected: 'danger',
};

export const RegistrationStatusBadge = ({ status }: { status: string }) => <Badge tone={registrationTones[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;

/** 'Lead not delivered' when the lead webhook gave up on this registration (its retries all failed). */
export const LeadDeliveryBadge = ({ delivery }: { delivery: { state: string } | null | undefined }) =>
  delivery?.state === 'failed' ? <Badge tone="danger">Lead not delivered</Badge> : null;
