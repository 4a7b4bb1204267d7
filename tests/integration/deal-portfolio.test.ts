import { beforeAll, describe, expect, it } from 'vitest';
import type { DealInputs, DealScenario } from '@shared/domain/deal-scenario';
import type { Property } from '@shared/domain/property';
import { analysisAtAcceptance } from '@shared/rules/analysis-at-acceptance';
import { listingAtAcceptance } from '@shared/rules/deal';
import { analyseDeal, defaultDealInputs } from '@shared/rules/deal-analysis';
import { listingDealPrefill } from '@shared/rules/deal-prefill';
import { londonDate } from '@shared/rules/london-date';
import { sdltRatesOn } from '@shared/rules/sdlt';
import type { DealCard, MyDeal } from '@shared/views/deal';
import { propertyToForm } from '@shared/views/property-form';
import { acceptedDeal } from '../support/deal-steps';
import { clearChecks } from '../support/reservation-steps';
import { api, createPublishedProperty, createTestUser, type TestUser } from '../support/stack';

/**
 * The investor's portfolio against the local stack: a deal keeps the listing's figures and the deal analysis as they
 * were when the offer was accepted (a later edit of the listing or the scenario leaves them), and once completed it
 * stays on My deals with its price and completion date.
 */

const saveScenario = async (buyer: { token: string }, propertyId: string, name: string, inputs: DealInputs) => {
  const saved = await api<{ scenario: DealScenario }>('/me/deal-scenarios', { method: 'POST', token: buyer.token, body: { propertyId, name, inputs } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.scenario;
};

describe("a completed deal in the investor's portfolio", () => {
  // One accepted deal, made before its two steps (each a test): the listing edited after the acceptance, then completed.
  let admin: TestUser;
  let buyer: TestUser;
  let dealId: string;
  let atAcceptance: Property;
  const myDeal = async () => (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal;
  beforeAll(async () => {
    [admin, buyer] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
    await clearChecks(buyer, admin);
    const accepted = await acceptedDeal(admin, buyer, 'Portfolio Terrace');
    dealId = accepted.dealId;
    atAcceptance = (await api<{ property: Property }>(`/properties/${accepted.property.id}`, { token: admin.token })).body.property;
  });

  it("keeps the listing's figures at acceptance when the listing changes after it", async () => {
    expect(listingAtAcceptance(atAcceptance).monthlyRentPence).toBe(65_000);
    const edited = await api(`/properties/${atAcceptance.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...propertyToForm(atAcceptance), currentRent: 720, expectedVersion: atAcceptance.version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await myDeal()).listingAtAcceptance).toEqual(listingAtAcceptance(atAcceptance));
  });

  it('once completed, stays in the portfolio with the agreed price, the completion date and those figures', async () => {
    for (const stage of (await myDeal()).stages) {
      const version = (await api<{ deal: DealCard }>(`/deals/${dealId}`, { token: admin.token })).body.deal.version;
      const done = await api(`/deals/${dealId}/stages/${stage.key}`, {
        method: 'POST',
        token: admin.token,
        body: { action: 'done', expectedVersion: version },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }

    const portfolio = (await api<{ items: MyDeal[] }>('/me/deals', { token: buyer.token })).body.items;
    expect(portfolio.find((d) => d.id === dealId)).toMatchObject({
      status: 'completed',
      pricePence: 9_500_000,
      completedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      listingAtAcceptance: { monthlyRentPence: 65_000 },
    });
  });
});

describe('the deal analysis at acceptance', () => {
  it("is stored with the deal from the investor's latest saved scenario of the listing, at the agreed price, and My deals answers it", async () => {
    const admin = await createTestUser('admin', 'approved');
    const buyer = await createTestUser('investor', 'approved');
    await clearChecks(buyer, admin, 'mortgage');
    const other = await createPublishedProperty(admin.token, 'Another Terrace');
    const latest = { ...defaultDealInputs({ price: 90_000, monthlyRent: 700 }), depositPercent: 40, mortgageRatePercent: 4.25 };
    let latestScenario: DealScenario | undefined;
    const { dealId, property } = await acceptedDeal(admin, buyer, 'Analysed Terrace', async (listing) => {
      await saveScenario(buyer, listing.id, 'First look', defaultDealInputs({ price: 80_000, monthlyRent: 600 }));
      await new Promise((resolve) => setTimeout(resolve, 10));
      latestScenario = await saveScenario(buyer, listing.id, 'Offer at 90k', latest);
      // A scenario of another listing, saved last, is not this deal's.
      await new Promise((resolve) => setTimeout(resolve, 10));
      await saveScenario(buyer, other.id, 'Elsewhere', { ...latest, depositPercent: 10 });
    });

    const { getDeal } = await import('../../functions/src/sales/db/deals');
    const stored = (await getDeal(dealId))!;
    const asAt = londonDate(stored.acceptedAt);
    const inputs = { ...latest, price: 95_000 };
    const expected = {
      source: 'savedScenario',
      scenarioName: 'Offer at 90k',
      asAt,
      sdltRatesFrom: sdltRatesOn(asAt).effectiveFrom,
      inputs,
      results: analyseDeal(inputs, sdltRatesOn(asAt)),
    };
    expect(stored.pricePence).toBe(9_500_000);
    expect(stored.analysisAtAcceptance).toEqual(expected);

    // Kept as it was: the scenario deleted and the listing's rent changed afterwards leave it.
    expect((await api(`/me/deal-scenarios/${latestScenario!.id}`, { method: 'DELETE', token: buyer.token })).status).toBe(204);
    const current = (await api<{ property: Property }>(`/properties/${property.id}`, { token: admin.token })).body.property;
    const edited = await api(`/properties/${property.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { ...propertyToForm(current), currentRent: 900, expectedVersion: current.version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const mine = (await api<{ items: MyDeal[] }>('/me/deals', { token: buyer.token })).body.items.find((d) => d.id === dealId)!;
    expect(mine.analysisAtAcceptance).toEqual(expected);
    expect((await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal.analysisAtAcceptance).toEqual(expected);
    // The admins' card leaves it out.
    expect((await api<{ deal: DealCard }>(`/deals/${dealId}`, { token: admin.token })).body.deal).not.toHaveProperty('analysisAtAcceptance');
  });

  it("without a saved scenario is the portal's starting assumptions for the listing and the buyer", async () => {
    const admin = await createTestUser('admin', 'approved');
    const buyer = await createTestUser('investor', 'approved');
    await clearChecks(buyer, admin);
    const { dealId, property } = await acceptedDeal(admin, buyer, 'Unanalysed Terrace');
    const listing = (await api<{ property: Property }>(`/properties/${property.id}`, { token: admin.token })).body.property;
    const mine = (await api<{ deal: MyDeal }>(`/me/deals/${dealId}`, { token: buyer.token })).body.deal;
    expect(mine.analysisAtAcceptance).toEqual(
      analysisAtAcceptance({ prefill: { ...listingDealPrefill(listing), company: false }, pricePence: 9_500_000, acceptedAt: mine.acceptedAt }),
    );
    expect(mine.analysisAtAcceptance).toMatchObject({ source: 'startingAssumptions', scenarioName: null, inputs: { price: 95_000, monthlyRent: 650 } });
  });
});
