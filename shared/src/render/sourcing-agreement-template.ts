/**
 * THE SOURCING AGREEMENT: the wording every investor signs before paying the reservation fee. This is the one file the
 * operator edits (have a solicitor read it first); sourcing-agreement.ts beside it lays it out as a PDF.
 *
 * Write plain text. Words in braces are filled in from the reservation:
 *   {firmName} {firmAddress} {firmEmail} {firmPhone}   the firm (its registrations are printed at the end)
 *   {buyerName} {buyerType}                             the investor, and 'an individual' or 'a company'
 *   {listingTitle} {listingAddress} {listingPrice}     the property, and its asking price
 *   {feeGross}                                          the sourcing fee in total (with VAT where the firm charges it)
 *   {sourcingFeeAmount}                                 the sourcing fee, with its VAT where the firm is VAT registered
 *   {feeBasis}                                          'a fixed fee' or '2% of the price'
 *   {reservationFee} {reservationFeeAmount}             the reservation fee; the same with its VAT (or 'no VAT')
 *   {feeCredit}                                         whether the reservation fee counts towards the sourcing fee
 *   {balanceTerms}                                      what is left to pay of the sourcing fee, and when
 *   {balanceDueEvent}                                   'completion of your purchase of the property' or the exchange
 *   {reservedAt} {holdWorkingDays} {holdEnds}           when the hold began (on reserving), its length, its end
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
 * - The reservation fee, what it buys, when the balance is due and whether the reservation fee counts towards it are
 *   the reservation settings the portal charges by (@shared/contract/reservation-settings): the agreement states the
 *   amounts checkout asks, never terms of its own.
 * - VAT only where the firm is VAT registered (its 'VAT registered' setting): otherwise no VAT is charged or shown.
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
export const SOURCING_AGREEMENT_VERSION = '2026-12-07';

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
      'We found this property and introduce you to its seller. We hold it for you from the moment you reserved it, on {reservedAt}: we show it as Reserved, we offer it to nobody else, and we put you in touch with the seller or their agent so you can agree the purchase.',
      'The hold lasts {holdWorkingDays} working days, until {holdEnds}. If the reservation fee has not been paid by then, the hold lapses and the property is offered to others. Once the fee is paid, the hold continues until we accept your reservation (your purchase then proceeds) or it is cancelled.',
      'We do not act for the seller in setting the price, we do not give financial, tax or legal advice, and we do not survey or value the property: instruct your own conveyancer and surveyor.',
    ],
  },
  {
    heading: '3. The fees',
    paragraphs: [
      'Sourcing fee: our fee for this property is {feeBasis}: {sourcingFeeAmount}.',
      'Reservation fee: {reservationFeeAmount}. It buys the hold described in section 2: {holdWorkingDays} working days from when you reserved.',
      '{feeCredit}',
    ],
    insert: 'fee-table',
  },
  {
    heading: '4. How the sourcing fee is worked out',
    paragraphs: [],
    insert: 'worked-example',
  },
  {
    heading: '5. When the fees are payable',
    paragraphs: [
      'The reservation fee of {reservationFee} is payable when you sign this agreement, by card through our payment provider Stripe or by bank transfer to the account shown in the portal. The hold started when you reserved the property; it does not wait for the fee.',
      '{balanceTerms}',
    ],
  },
  {
    heading: '6. Refunds',
    paragraphs: [
      'If you are buying as an individual and cancel within the cancellation period (section 9), we refund the reservation fee in full and no balance is payable.',
      'If the hold lapses (the reservation fee was not paid before the hold ended), nothing was paid, so nothing is refunded and nothing is owed.',
      'If the purchase falls through before {balanceDueEvent}, no balance is payable. We refund the reservation fee in full if it falls through for a reason that is not yours: for example the seller withdraws the property or sells it elsewhere, we cannot hold it for you or cancel your reservation, or the information we gave you about the property turns out to be materially wrong.',
      'Otherwise, once the cancellation period has ended, the reservation fee is not refunded if you withdraw: it paid for the hold and for the work of finding the property.',
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
      'The fees are our fees for our service, earned under this agreement: they are not a deposit towards the price, they are not held for you or for the seller, they are not client money and they are not held in escrow or in a client account. Any deposit towards the price is paid through your conveyancer, never to us.',
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
