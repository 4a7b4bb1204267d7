/**
 * THE SOURCING AGREEMENT: the wording every investor signs before paying the reservation fee. This is the one file the
 * operator edits (have a solicitor read it first); sourcing-agreement.ts beside it lays it out as a PDF.
 *
 * Write plain text. Words in braces are filled in from the reservation:
 *   {firmName} {firmAddress} {firmEmail} {firmPhone}   the firm (its registrations are printed at the end)
 *   {buyerName} {buyerType}                             the investor, and 'an individual' or 'a company'
 *   {listingTitle} {listingAddress} {listingPrice}     the property, and its asking price
 *   {feeNet} {feeVat} {feeGross} {vatRate}              the fee before VAT, the VAT, the total, and the VAT rate
 *   {feeBasis}                                          'a fixed fee' or '2% of the price'
 *   {holdEnds}                                          when the hold on the property ends unless the deal proceeds
 *   {reservationId} {preparedOn}                        the reservation's reference, and the day this copy was made
 * A paragraph that names a placeholder the renderer does not know fails its unit test, not an investor's PDF.
 * Sections marked `individualsOnly` are left out when the buyer is a company: the right to cancel below belongs to
 * consumers. Where `insert` is set, the renderer adds that block (a table, the list of referral fees, the form) after
 * the section's paragraphs.
 *
 * What the law asks this document to carry:
 * - The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134):
 *   Schedule 2 (information relating to distance and off-premises contracts) asks for the service's main
 *   characteristics, the trader's identity, address, telephone and email, the total price with taxes, the arrangements
 *   for payment, the conditions, time limit and procedure for cancelling with the model cancellation form, and the
 *   complaint handling; Schedule 3 gives the model instructions for cancellation (Part A, adapted below to a service)
 *   and the model cancellation form (Part B, reproduced in `cancellationForm` as published). Not telling a consumer of
 *   the right to cancel extends the cancellation period by up to 12 months (regulation 31).
 * - The Estate Agents Act 1979, s. 18: the client is told, before being bound, the fee, when it is payable and how it
 *   is worked out; the Consumers, Estate Agents and Redress Act 2007: the redress scheme (the firm's registrations).
 * - Referral fees the firm receives or pays for this deal are declared (The Property Ombudsman's Code of Practice).
 */
export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
  /** Only for a buyer who is an individual (a consumer). */
  individualsOnly?: boolean;
  insert?: 'fee-table' | 'worked-example' | 'referral-fees' | 'cancellation-form' | 'registrations';
}

/** Printed on every page: change it whenever the wording changes, so a signed copy names the wording it carries. */
export const SOURCING_AGREEMENT_VERSION = '2026-11-28';

export const sourcingAgreementTitle = 'Sourcing agreement';

export const sourcingAgreementIntro: readonly string[] = [
  'This agreement is between {firmName} ("we", "us") and {buyerName}, {buyerType} ("you"), for the property below. Reservation reference {reservationId}, prepared on {preparedOn}.',
  'Please read it all. You sign it in the portal by typing your full name and ticking "I agree"; we then email you a copy with a signature page.',
];

export const sourcingAgreementSections: readonly AgreementSection[] = [
  {
    heading: '1. The property',
    paragraphs: ['{listingTitle}, {listingAddress}. Asking price {listingPrice}.'],
  },
  {
    heading: '2. What we do for you',
    paragraphs: [
      'We found this property and introduce you to its seller. From the moment the fee is paid we hold it for you: we show it as Reserved, we offer it to nobody else, and we put you in touch with the seller or their agent so you can agree the purchase. The hold ends on {holdEnds} unless your purchase is proceeding.',
      'We do not act for the seller in setting the price, we do not give financial, tax or legal advice, and we do not survey or value the property: instruct your own conveyancer and surveyor.',
    ],
  },
  {
    heading: '3. The fee',
    paragraphs: ['Our fee for this property is {feeBasis}: {feeNet} plus VAT at {vatRate} of {feeVat}, so {feeGross} in total.'],
    insert: 'fee-table',
  },
  {
    heading: '4. How the fee is worked out',
    paragraphs: [],
    insert: 'worked-example',
  },
  {
    heading: '5. When the fee is payable',
    paragraphs: [
      'The fee of {feeGross} is payable when you sign this agreement, by card through our payment provider Stripe or by bank transfer to the account shown in the portal. The reservation starts only once the fee has reached us.',
    ],
  },
  {
    heading: '6. Refunds',
    paragraphs: [
      'We refund the fee in full if: you cancel within the cancellation period (section 9); we cannot hold the property for you (for example, the seller withdraws it or sells it elsewhere before the hold ends); or the information we gave you about the property turns out to be materially wrong.',
      'Otherwise the fee is not refundable once the cancellation period has ended: it pays for the work of finding the property and for taking it off the market for you.',
      'Refunds are made to the card or account you paid from, within 14 days of the day we agree the refund is due.',
    ],
  },
  {
    heading: '7. Referral fees',
    paragraphs: ['We declare every referral fee we receive or pay in connection with this property:'],
    insert: 'referral-fees',
  },
  {
    heading: '8. Your money: not client money, no escrow',
    paragraphs: [
      'The fee is our fee for our service, earned under this agreement: it is not a deposit towards the price, it is not held for you or for the seller, it is not client money and it is not held in escrow or in a client account. Any deposit towards the price is paid through your conveyancer, never to us.',
    ],
  },
  {
    heading: '9. Your right to cancel',
    individualsOnly: true,
    paragraphs: [
      // Schedule 3, Part A (model instructions for cancellation), completed for a service with no goods supplied.
      'You have the right to cancel this contract within 14 days without giving any reason. The cancellation period will expire after 14 days from the day of the conclusion of the contract (the day you sign it).',
      'To exercise the right to cancel, you must inform us ({firmName}, {firmAddress}, telephone {firmPhone}, email {firmEmail}) of your decision to cancel this contract by a clear statement (e.g. a letter sent by post or e-mail). You may use the attached model cancellation form, but it is not obligatory. You can also cancel in the portal, from your reservation.',
      'To meet the cancellation deadline, it is sufficient for you to send your communication concerning your exercise of the right to cancel before the cancellation period has expired.',
      'Effects of cancellation: if you cancel this contract, we will reimburse to you all payments received from you. We will make the reimbursement without undue delay, and not later than 14 days after the day on which we are informed about your decision to cancel this contract. We will make the reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement. Cancelling also ends the reservation.',
    ],
    insert: 'cancellation-form',
  },
  {
    heading: '10. Complaints',
    paragraphs: [
      'Tell us first, at {firmEmail}: we answer within 8 weeks. If you are not satisfied, you can refer the complaint to our redress scheme, named below, free of charge.',
    ],
  },
  {
    heading: 'About us',
    paragraphs: [],
    insert: 'registrations',
  },
];

/** Said instead of section 9 to a buyer that is a company. */
export const noStatutoryCancellationForCompanies =
  'You are buying as a company, so the 14-day cancellation right of the Consumer Contracts Regulations 2013, which belongs to consumers, does not apply; section 6 says when we refund.';

/** Said in section 7 when there are no referral fees. */
export const noReferralFees = 'None: we neither receive nor pay any referral fee in connection with this property.';

/**
 * The model cancellation form of Schedule 3, Part B, to the Consumer Contracts (Information, Cancellation and
 * Additional Charges) Regulations 2013, in the published wording; the renderer puts the firm's name, address, telephone
 * and email in the first line, as the form asks the trader to.
 */
export const cancellationForm = {
  heading: 'Model cancellation form',
  lines: [
    '(Complete and return this form only if you wish to withdraw from the contract)',
    'To {firmName}, {firmAddress}, telephone {firmPhone}, email {firmEmail}:',
    'I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],',
    'Ordered on [*]/received on [*],',
    'Name of consumer(s),',
    'Address of consumer(s),',
    'Signature of consumer(s) (only if this form is notified on paper),',
    'Date',
    '[*] Delete as appropriate.',
  ],
} as const;

/** The heading of the page added when the investor signs. */
export const signaturePageHeading = 'Signature';
export const signaturePageStatement =
  'This agreement was signed with a simple electronic signature: the signer read the agreement in the portal, typed their full name and ticked "I agree". The pages before this one are that agreement; the SHA-256 below is the fingerprint of the exact PDF file they read.';
