import { describe, expect, it } from 'vitest';
import { groupEntries, routesOfGroup, type Access } from './routes';

/**
 * The function groups are bounded contexts, one per access level; a part of a context has a function of its own only
 * for its weight at a cold start (a native binary, the PDF engine) or its caller (a signed webhook with no session),
 * never to keep a bundle small.
 */
describe('function groups', () => {
  const heavy = (group: ReturnType<typeof groupEntries>[number][1]) => ('pdfFonts' in group && group.pdfFonts) || 'nativeModules' in group;

  it('of a single route exist only for its weight or its caller', () => {
    const single = groupEntries().filter(([name]) => routesOfGroup(name).length === 1);
    expect(single.filter(([, group]) => !heavy(group) && group.access !== 'public').map(([name]) => name)).toEqual([]);
  });

  it('make the PDFs in one function per access level at most', () => {
    const pdfs = groupEntries().filter(([, group]) => 'pdfFonts' in group && group.pdfFonts);
    const byAccess = new Map<Access, string[]>();
    for (const [name, group] of pdfs) byAccess.set(group.access, [...(byAccess.get(group.access) ?? []), name]);
    for (const [access, names] of byAccess) expect(names, access).toHaveLength(1);
  });

  it('put a reservation and its deal in one function per side', () => {
    // The acceptance opens the deal and the fall-through cancels the reservation: one context, not two functions.
    const groupOf = (handler: string) => {
      const group = groupEntries().find(([name]) => routesOfGroup(name).some(([, route]) => route.handler === handler))?.[0];
      // An id no route has would make any two equal (both undefined).
      if (!group) throw new Error(`No route is handled by ${handler}`);
      return group;
    };
    expect(groupOf('sales/reservations/accept-reservation')).toBe(groupOf('sales/deals/progress-deal'));
    expect(groupOf('sales/deals/end-deal')).toBe(groupOf('sales/reservations/cancel-reservation'));
    expect(groupOf('sales/reservations/reserve-property')).toBe(groupOf('sales/deals/get-my-deal'));
    expect(groupOf('sales/reservations/cancel-my-reservation')).toBe(groupOf('sales/deals/list-my-deal-documents'));
  });
});
