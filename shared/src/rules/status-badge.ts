import type { PropertyStatus } from '../domain/property-values';

/**
 * Spec: the status badge is green for Available, yellow for Under Contract, red for anything else. Under Offer (an
 * accepted reservation) is on the way to a contract, so it is yellow too.
 */
export const statusTone = (status: PropertyStatus): 'success' | 'warning' | 'danger' =>
  status === 'Available' ? 'success' : status === 'Under Contract' || status === 'Under Offer' ? 'warning' : 'danger';
