/** The three property-notification audiences and the action each webhook payload carries (spec section 7). */
export const notificationAudiences = ['all_users', 'non_portal_members', 'specific_email'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];
export const notificationActions = {
  all_users: 'send_to_all_users',
  non_portal_members: 'send_to_non_portal_members',
  specific_email: 'send_to_specific_email',
} as const satisfies Record<NotificationAudience, string>;

/** Sending to one email without one (spec section 8). */
export const EMAIL_REQUIRED = 'Please enter an email address';

/** One delivery in a property's send log. */
export interface PropertyNotification {
  id: string;
  propertyId: string;
  audience: NotificationAudience;
  email: string | null;
  actorId: string;
  actorEmail: string | null;
  actorName: string | null;
  at: string;
  outcome: 'ok' | 'failed';
  /** The webhook's HTTP status; null when it could not be reached (or no URL is configured). */
  webhookStatus: number | null;
}
