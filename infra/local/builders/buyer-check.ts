import { emptyBuyerCheck, type ActorRef, type BuyerCheck, type Person } from '@shared/domain/buyer-check';

/** A buyer who has given every individual detail the checks ask for (a UK resident, not a politically exposed person). */
export const buildBuyerPerson = (over: Partial<Person> = {}): Person => ({
  id: 'p1',
  fullName: 'Ada Lovelace',
  dateOfBirth: '1980-01-02',
  address: '1 High Street, Leeds',
  addressSince: '2015-01-01',
  nationality: 'GB',
  residenceCountry: 'GB',
  pep: 'no',
  ...over,
});

interface BuyerCheckParties {
  /** The user whose checks these are. */
  readonly holder?: string;
  /** The admin who verified the buyer's identity and rated the risk. */
  readonly by?: ActorRef;
}

/**
 * `holder`'s checks (u1 unless given), the buyer's part finished: buildBuyerPerson as an individual paying cash for a
 * buy-to-let, with a bank statement.
 */
export const buildFinishedBuyerCheck = (over: Partial<BuyerCheck> = {}, { holder = 'u1' }: Pick<BuyerCheckParties, 'holder'> = {}): BuyerCheck => ({
  ...emptyBuyerCheck(holder, '2026-05-01T00:00:00.000Z'),
  part: { buyerType: 'individual', individuals: [buildBuyerPerson()], purpose: 'Buy-to-let', fundsSource: 'cash' },
  evidence: [{ id: 'e1', kind: 'bankStatement', key: 'k', fileName: 'b.pdf', uploadedAt: '2026-05-01T00:00:00.000Z' }],
  detailsChangedAt: '2026-05-01T00:00:00.000Z',
  ...over,
});

/**
 * The same checks with everything the sourcer does done, short of approval: the buyer screened with no match, their
 * identity verified (passed) and the risk rated low, both by `by` (admin a1 unless given).
 */
export const buildBuyerCheck = (over: Partial<BuyerCheck> = {}, { holder, by = { id: 'a1', name: 'a1' } }: BuyerCheckParties = {}): BuyerCheck =>
  buildFinishedBuyerCheck(
    {
      screenings: [
        {
          personId: 'p1',
          name: 'Ada Lovelace',
          dateOfBirth: '1980-01-02',
          kind: 'individual',
          listVersion: 'v1',
          screenedAt: '2026-05-01T00:00:00.000Z',
          matches: [],
        },
      ],
      identityChecks: [
        {
          personId: 'p1',
          provider: 'Yoti',
          reference: 'R1',
          result: 'passed',
          checkedOn: '2026-05-02',
          recordedBy: by,
          recordedAt: '2026-05-02T00:00:00.000Z',
        },
      ],
      risk: { level: 'low', rationale: 'UK resident, salaried', by, at: '2026-05-02T00:00:00.000Z' },
      ...over,
    },
    { holder },
  );
