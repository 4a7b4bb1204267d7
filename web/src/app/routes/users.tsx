import { UserManagement } from '../../features/members/components/user-management';

/** `/users` and `/interest-management` (the same screen): User Management, admin only. */
export function UsersRoute() {
  return <UserManagement />;
}
