/**
 * Whether a member has accepted their invitation, from their Cognito user status: an invited user must
 * set a password on first sign-in (FORCE_CHANGE_PASSWORD) and is CONFIRMED once they have. Cognito's
 * invitations expire after 7 days, so a pending one may need resending.
 */
export type InvitationStatus = 'pending' | 'accepted' | 'unknown';

export function invitationStatus(cognitoStatus: string | undefined): InvitationStatus {
  if (cognitoStatus === 'FORCE_CHANGE_PASSWORD') return 'pending';
  if (cognitoStatus === 'CONFIRMED' || cognitoStatus === 'RESET_REQUIRED') return 'accepted';
  return 'unknown';
}
