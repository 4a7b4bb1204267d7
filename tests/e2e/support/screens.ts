/** The admin's screens (web/src/app/screens.ts) with the title each one names, the edit screen opened on `editId`. */
export const adminScreens = (editId: string): [path: string, title: string][] => [
  ['/users', 'User Management'],
  ['/interest-management', 'User Management'],
  ['/property-management', 'Property Management'],
  ['/add-property', 'Add Property'],
  [`/edit-property/${editId}`, 'Edit Property'],
  ['/resource-management', 'Resource Management'],
  ['/area-insights-management', 'Area Insights Management'],
  ['/property-requests', 'Property Requests'],
  ['/buyer-checks', 'Buyer checks'],
  ['/reservations', 'Reservations'],
  ['/deals', 'Deals'],
  ['/my-reservations', 'My reservations'],
  ['/my-deals', 'My deals'],
];
