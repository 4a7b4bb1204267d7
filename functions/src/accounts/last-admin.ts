import { listProfiles } from '../db/profiles';

export const LAST_ADMIN_MESSAGE = 'The last approved admin cannot be removed: approve another admin first.';

/** Whether `id` is the only approved admin left. */
export async function isLastApprovedAdmin(id: string): Promise<boolean> {
  const admins = (await listProfiles('approved')).filter((profile) => profile.role === 'admin');
  return admins.length <= 1 && admins.some((profile) => profile.id === id);
}
