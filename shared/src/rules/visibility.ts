import type { Property } from '../domain/property';

/** Investors see a property only if it is published and not Withdrawn; admins see all. */
export const isListable = (p: Pick<Property, 'isPublished' | 'status'>): boolean => p.isPublished && p.status !== 'Withdrawn';

/** Admins see every property; everyone else only listable ones. */
export const isVisibleTo = (p: Pick<Property, 'isPublished' | 'status'>, isAdmin: boolean): boolean => isAdmin || isListable(p);
