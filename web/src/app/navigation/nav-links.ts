/** The signed-in navigation: everyone's links, then the admins' 'Admin Tools'. */
interface NavLinkDef {
  to: string;
  label: string;
}

export const mainLinks: readonly NavLinkDef[] = [
  { to: '/dashboard', label: 'Properties' },
  { to: '/area-insights', label: 'Insights' },
  { to: '/investor-resources', label: 'Resources' },
  { to: '/sell-property', label: 'Sell' },
  { to: '/profile', label: 'Profile' },
];

export const adminLinks: readonly NavLinkDef[] = [
  { to: '/property-management', label: 'Property Management' },
  { to: '/resource-management', label: 'Resource Management' },
  { to: '/area-insights-management', label: 'Area Insights Management' },
  { to: '/property-requests', label: 'Property Requests' },
  { to: '/users', label: 'User Management' },
];
