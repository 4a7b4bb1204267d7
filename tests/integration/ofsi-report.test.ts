import { beforeAll, describe, expect, it } from 'vitest';
import { buyerCheckDetail, buyerPerson, finishedBuyer, finishedPart, myBuyerCheck, postAsAdmin } from '../support/buyer-checks';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * A possible sanctions match an admin escalated is reported to OFSI (the reporting obligation of a relevant firm, which
 * includes one doing estate agency work, in each regime's Information and records part, e.g. The Russia (Sanctions)
 * (EU Exit) Regulations 2019 reg. 70): the admin records what was reported and when, on the buyer's record, add-only,
 * with its audit event. The buyer is never told (Proceeds of Crime Act 2002 s.333A).
 */

/** A misspelling of a name on the committed sanctions extract, which only the similarity pass raises. */
const MISSPELT = { fullName: 'Vladamir Putin', dateOfBirth: '1952-10-07' };

let admin: TestUser;
let investor: TestUser;
beforeAll(async () => {
  [admin, investor] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('investor', 'approved')]);
});

const report = (memberId: string, body: Record<string, unknown>, as = admin) => postAsAdmin(`/buyer-checks/${memberId}/ofsi-reports`, as, body);

describe('reporting an escalated match to OFSI', () => {
  it('raises a misspelt listed name, refuses a report before escalation, then records reports add-only with their audit events', async () => {
    const buyer = await finishedBuyer(finishedPart({ individuals: [buyerPerson('p1', MISSPELT)] }));
    const flagged = (await buyerCheckDetail(buyer.userId, admin)).body;
    expect(flagged.status).toBe('possibleMatch');
    const match = flagged.check.screenings[0]!.matches[0]!;
    expect(match).toMatchObject({ listEntryId: 'RUS0251' });
    expect(match.reason).toMatch(/similar spelling/);
    const about = { personId: 'p1', listEntryId: match.listEntryId };
    const what = 'Buyer named Vladamir Putin, born 7 October 1952, sought to reserve a property; no funds held.';

    const early = await report(buyer.userId, { expectedVersion: flagged.check.version, ...about, reportedOn: '2026-01-05', summary: what });
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.message).toMatch(/escalate/i);

    const escalated = await postAsAdmin(`/buyer-checks/${buyer.userId}/match-decisions`, admin, {
      expectedVersion: flagged.check.version,
      ...about,
      outcome: 'escalated',
      reason: 'Date of birth and name fit the listed person',
    });
    expect(escalated.status, JSON.stringify(escalated.body)).toBe(200);
    const version = escalated.body.check.version;

    const noSummary = await report(buyer.userId, { expectedVersion: version, ...about, reportedOn: '2026-01-05', summary: '' });
    expect(noSummary.status).toBe(400);
    expect(noSummary.body.message).toMatch(/what was reported/i);
    const badDate = await report(buyer.userId, { expectedVersion: version, ...about, reportedOn: '5/1/2026', summary: what });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toMatch(/YYYY-MM-DD/);
    const future = await report(buyer.userId, { expectedVersion: version, ...about, reportedOn: '2999-01-01', summary: what });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/future/i);
    const unknown = await report(buyer.userId, { expectedVersion: version, personId: 'p1', listEntryId: 'XXX9999', reportedOn: '2026-01-05', summary: what });
    expect(unknown.status).toBe(404);

    const first = await report(buyer.userId, { expectedVersion: version, ...about, reportedOn: '2026-01-05', summary: what, reference: 'OFSI-123' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.check.ofsiReports).toEqual([
      expect.objectContaining({
        ...about,
        reportedOn: '2026-01-05',
        summary: what,
        reference: 'OFSI-123',
        recordedBy: expect.objectContaining({ id: admin.userId }),
      }),
    ]);
    expect(first.body.history[0]).toMatchObject({ action: 'possible sanctions match reported to OFSI', actorId: admin.userId });

    const stale = await report(buyer.userId, { expectedVersion: version, ...about, reportedOn: '2026-01-06', summary: 'A follow-up report' });
    expect(stale.status).toBe(409);

    const second = await report(buyer.userId, {
      expectedVersion: first.body.check.version,
      ...about,
      reportedOn: '2026-01-06',
      summary: 'Further information sent',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.check.ofsiReports!.map((r) => r.summary)).toEqual([what, 'Further information sent']);

    const asInvestor = await report(buyer.userId, { expectedVersion: second.body.check.version, ...about, reportedOn: '2026-01-06', summary: what }, investor);
    expect(asInvestor.status).toBe(403);
    expect(JSON.stringify((await myBuyerCheck(buyer)).body)).not.toMatch(/ofsi|reported/i);
    const after = await api(`/buyer-checks/${buyer.userId}`, { token: admin.token });
    expect((after.body as { check: { ofsiReports: unknown[] } }).check.ofsiReports).toHaveLength(2);
  });
});
