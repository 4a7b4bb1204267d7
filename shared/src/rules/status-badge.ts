import type { PropertyStatus } from '../domain/property-values';

/** Spec: the status badge is green for Available, yellow for Under Contract, red for anything else. */
export const statusTone = (status: PropertyStatus): 'success' | 'warning' | 'danger' =>
  status === 'Available' ? 'success' : status === 'Under Contract' ? 'warning' : 'danger';
