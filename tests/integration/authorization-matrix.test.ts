import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries, routes, type Access, type RouteName } from '@shared/contract/routes';
import { api, createTestUser, type TestUser } from '../support/stack';

/**
 * Generated from the route table: every route, called as each persona, must answer as its access
 * level says. A route opened up (or locked down) by mistake fails here.
 */
type Persona = 'anonymous' | 'approved investor' | 'revoked investor' | 'admin';
const personas: Persona[] = ['anonymous', 'approved investor', 'revoked investor', 'admin'];

const allowed = 'allowed';
const expected: Record<Access, Record<Persona, typeof allowed | 401 | 403>> = {
  public: { anonymous: allowed, 'approved investor': allowed, 'revoked investor': allowed, admin: allowed },
  signedIn: { anonymous: 401, 'approved investor': allowed, 'revoked investor': 403, admin: allowed },
  admin: { anonymous: 401, 'approved investor': 403, 'revoked investor': 403, admin: allowed },
};

/**
 * The reviewed access level of every route. Deliberately a second copy: opening a route up in the
 * route table (or adding one) must also change this list, so it shows up in review as a security change.
 */
const reviewedAccess: Record<RouteName, Access> = {
  registerInterest: 'public',
  requestActivation: 'public',
  recordSignIn: 'signedIn',
  getMyProfile: 'signedIn',
  createMember: 'admin',
  setMemberAccess: 'admin',
  listMembers: 'admin',
  listRegistrations: 'admin',
  listInterestCounts: 'admin',
  listPropertyInterest: 'admin',
  setRegistrationStatus: 'admin',
  resendLead: 'admin',
  getMember: 'admin',
  updateMember: 'admin',
  sendWelcomeEmail: 'admin',
  resendInvitation: 'admin',
  listProperties: 'signedIn',
  getSearchIndex: 'signedIn',
  getProperty: 'signedIn',
  deleteProperty: 'admin',
  rebuildCatalogue: 'admin',
  getDocumentLink: 'signedIn',
  createDealPack: 'signedIn',
  getPublicProperty: 'public',
  shareProperty: 'public',
  listMyFavourites: 'signedIn',
  addFavourite: 'signedIn',
  removeFavourite: 'signedIn',
  listMyPropertyRequests: 'signedIn',
  addPropertyRequest: 'signedIn',
  removePropertyRequest: 'signedIn',
  updateMyProfile: 'signedIn',
  updateMyRequirements: 'signedIn',
  listMyDealScenarios: 'signedIn',
  createDealScenario: 'signedIn',
  getMyDealScenario: 'signedIn',
  deleteDealScenario: 'signedIn',
  listMySavedSearches: 'signedIn',
  createSavedSearch: 'signedIn',
  renameSavedSearch: 'signedIn',
  deleteSavedSearch: 'signedIn',
  listMyAlerts: 'signedIn',
  updateMyAlerts: 'signedIn',
  unsubscribeAlerts: 'public',
  // Personal data: a member exports and erases only themselves (no id in the path); an admin any member by id.
  exportMyData: 'signedIn',
  eraseMyAccount: 'signedIn',
  exportMemberData: 'admin',
  eraseMember: 'admin',
  listErasures: 'admin',
  finishErasure: 'admin',
  listPublishedAreaInsights: 'public',
  // Area insights
  getAreaInsight: 'public',
  areaInsightPage: 'public',
  sitemap: 'public',
  robots: 'public',
  listAreaInsights: 'admin',
  createAreaInsight: 'admin',
  updateAreaInsight: 'admin',
  deleteAreaInsight: 'admin',
  listAuditHistory: 'admin',
  createProperty: 'admin',
  updateProperty: 'admin',
  // Content and requests
  listResources: 'signedIn',
  getResourceDownload: 'signedIn',
  createResource: 'admin',
  updateResource: 'admin',
  deleteResource: 'admin',
  listPropertyRequests: 'admin',
  setPropertyRequestStatus: 'admin',
  getInvestorProfile: 'admin',
  listDocumentAccess: 'admin',
  createUpload: 'admin',
  completeUpload: 'admin',
  // Property Management
  listPropertyRows: 'admin',
  patchProperty: 'admin',
  duplicateProperty: 'admin',
  notifyProperty: 'admin',
  listPropertyNotifications: 'admin',
  // Buyer checks (Money Laundering Regulations 2017): a member reads and fills only their own (no id in the path);
  // admins read any buyer's record and alone read the evidence back (getBuyerCheckFileLink).
  getMyBuyerCheck: 'signedIn',
  saveMyBuyerCheck: 'signedIn',
  createMyBuyerCheckUpload: 'signedIn',
  completeMyBuyerCheckUpload: 'signedIn',
  removeMyBuyerCheckEvidence: 'signedIn',
  listBuyerChecks: 'admin',
  getBuyerCheck: 'admin',
  recordIdentityVerification: 'admin',
  decideScreeningMatch: 'admin',
  reportScreeningMatchToOfsi: 'admin',
  recordRegisterDiscrepancy: 'admin',
  setBuyerRisk: 'admin',
  approveBuyerCheck: 'admin',
  createBuyerCheckUpload: 'admin',
  completeBuyerCheckUpload: 'admin',
  getBuyerCheckFileLink: 'admin',
  // Reservations: an investor reserves, joins a waiting list and reads or cancels only their own (/me/..., 404 for
  // another's); admins list every reservation and record payments, refunds, acceptance and cancellation.
  reserveProperty: 'signedIn',
  joinWaitingList: 'signedIn',
  leaveWaitingList: 'signedIn',
  listMyReservations: 'signedIn',
  getMyReservation: 'signedIn',
  cancelMyReservation: 'signedIn',
  listReservations: 'admin',
  recordBankPayment: 'admin',
  refundReservation: 'admin',
  acceptReservation: 'admin',
  cancelReservation: 'admin',
  // The agreement and the card payment: the caller's own reservation only (404 for another's); whether a listing is
  // held, to any member; Stripe's webhook is public and trusts only Stripe's signature.
  getListingHold: 'signedIn',
  getMyReservationAgreement: 'signedIn',
  signMyReservationAgreement: 'signedIn',
  startReservationCheckout: 'signedIn',
  stripeWebhook: 'public',
  // Deals: an investor reads their own and gives their solicitor (/me/..., 404 for another's); admins run the board.
  listMyDeals: 'signedIn',
  getMyDeal: 'signedIn',
  setMyDealSolicitor: 'signedIn',
  listDeals: 'admin',
  getDeal: 'admin',
  progressDeal: 'admin',
  setDealTargets: 'admin',
  addDealNote: 'admin',
  endDeal: 'admin',
  // A deal's message thread: its investor under /me/... (404 for another's deal), the admins for the sourcer.
  listMyDealMessages: 'signedIn',
  postMyDealMessage: 'signedIn',
  listDealMessages: 'admin',
  postDealMessage: 'admin',
  // A deal's documents: its investor's list and uploads under /me/... (404 for another's deal), the admins' list.
  listMyDealDocuments: 'signedIn',
  createMyDealUpload: 'signedIn',
  completeMyDealUpload: 'signedIn',
  listDealDocuments: 'admin',
  sendDealMemorandum: 'admin',
};

it('every route has the access level it was reviewed with', () => {
  expect(Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, route.access]))).toEqual(reviewedAccess);
});

const tokens: Partial<Record<Persona, string>> = {};
beforeAll(async () => {
  const users: [Persona, Promise<TestUser>][] = [
    ['approved investor', createTestUser('investor', 'approved')],
    ['revoked investor', createTestUser('investor', 'revoked')],
    ['admin', createTestUser('admin', 'approved')],
  ];
  for (const [persona, user] of users) tokens[persona] = (await user).token;
});

/** Path parameters get a placeholder id: the check is about access, not about finding the record. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'authz-matrix-placeholder');

describe.each(routeEntries())('%s', (_name, route) => {
  it.each(personas)(`${route.method} ${route.path} as %s`, async (persona) => {
    const res = await api(concretePath(route.path), {
      method: route.method,
      token: tokens[persona],
      // A JSON body wherever the route takes one (DELETE /me does), so the body parser lets the call reach the access check.
      body: route.body || !['GET', 'DELETE'].includes(route.method) ? {} : undefined,
    });
    const want = expected[route.access][persona];
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    if (want === allowed) expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(want);
  });
});
