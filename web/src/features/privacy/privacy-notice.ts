import {
  BUYER_CHECK_RETENTION_YEARS,
  DEAL_RECORD_RETENTION_YEARS,
  DOCUMENT_OPEN_RETENTION_MONTHS,
  REGISTRATION_RETENTION_MONTHS,
} from '@shared/rules/retention';

/**
 * The privacy notice shown at /privacy: the ONE file an operator edits to change its words. `{brand}` is replaced by
 * the portal's name, `{controllerName}` and `{controllerEmail}` by the data controller's (config.json; UK GDPR
 * Art. 13(1)(a) requires "the identity and the contact details of the controller"); the email becomes a mailto link.
 * The retention periods are the constants the code applies (DynamoDB TTL), so the notice cannot state one number
 * while the data is kept for another.
 */
export interface NoticeSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export const privacyNoticeUpdated = '2026-12-07';

export const privacyNotice: NoticeSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      '{controllerName} runs {brand}, this members-only portal for off-market UK property investments. We are the controller of the personal data described here, under the UK GDPR and the Data Protection Act 2018.',
      'To ask about your data or to use your rights, email us at {controllerEmail}.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: ['We keep only what the portal needs to work for you:'],
    list: [
      'When you register your interest: your name, email, phone number, your message and, if you came from a listing, which one.',
      'For your account: your name, email, phone, role and access status, and when you last signed in.',
      'Your investment requirements, if you give them: cash to invest, budget, exit strategy, purchase structure, property types, timeframe and properties to sell.',
      'What you do in the portal: favourites, requests for details, saved searches, saved deal analyses, and which property documents and resources you open.',
      'A record of changes admins make to your account (the audit trail).',
      'Before you buy through us, your buyer checks: who is buying (you, joint buyers, or a company with its directors and owners), dates of birth, addresses, nationality, whether anyone is a politically exposed person, the purpose of your purchases, your source of funds and wealth with the evidence you upload, the outcome of your identity verification by a certified provider, sanctions screening results, and our risk assessment.',
      'When you reserve a listing: the reservation (which listing, the price, the fees, the dates of the hold and what became of it), the payment of the reservation fee and any refund, and your signature of the sourcing agreement (the name you typed, when, your IP address and browser, and a fingerprint of the document) with the signed copy.',
      'When you join a listing’s waiting list: your place in it.',
      'When your offer is accepted and the purchase goes ahead (a deal): the listing, the price and how you pay, its stages with their dates, how it ended, your solicitor’s or conveyancer’s details, the notes of its progress, the messages between you and us, and its documents (the memorandum of sale, and what you upload, such as your mortgage offer).',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'Your buyer checks are used only to meet our duties under the Money Laundering Regulations 2017 (a legal obligation): they are never sent to our CRM, alerts or analytics, and only our admins can open your evidence.',
      'Your buyer checks are required by law (the Money Laundering Regulations 2017): we must know who is buying, verify their identity and understand where the money comes from before we act for you. If you do not give them, we cannot proceed with a reservation of yours, nor with a purchase.',
      'Your reservations and signed sourcing agreements are the contract between us for the reservation and our record of the fee (a contract, and a legal obligation to keep VAT records); your place in a waiting list is used to offer you the listing when a hold ends.',
      'Your deals, their messages and documents are how we take your purchase to completion with you and the solicitors (the contract between us), and our record of the transaction, which the Money Laundering Regulations 2017 have us keep (a legal obligation).',
      'To decide on and run your membership, show you listings and send you what you ask for (our legitimate interests and, once you are a member, the contract between us), to follow up your enquiries, and to keep a record of changes to accounts for security and accountability (legitimate interests). We do not sell your data and we do not use it for automated decisions about you.',
    ],
  },
  {
    heading: 'Who receives it',
    paragraphs: ['Your data stays within the portal, except:'],
    list: [
      'Our customer-relationship (CRM) system: new interest registrations (name, email, phone, message) and welcome emails are sent to it through a webhook, and so is a notice when you ask us to erase your data, so that it is erased there too.',
      'Stripe, if you pay the reservation fee by card: your email and the payment, to take it and to refund it (see Transfers outside the UK).',
      'A certified digital identity verification provider, once used: to verify your identity for the buyer checks, it receives your name, date of birth, address and the identity document you show it, and sends us the outcome and its report.',
      'The solicitors of your purchase: the memorandum of sale (your name, email and phone, the price and how you pay) is emailed to your solicitor and to the seller’s, and your solicitor gets our reminders of what is due on the deal.',
      'Amazon Web Services (AWS), in the UK (London), as our processor: it hosts the portal, its database, files and sign-in (Amazon Cognito) under a data processing agreement.',
    ],
  },
  // UK GDPR Art. 13(1)(f): each transfer, its adequacy regulations or safeguards, and where to read them. Stripe's
  // Data Transfers Addendum (stripe.com/legal/dta) receives UK data at Stripe, Inc. under the Data Privacy Framework
  // first and the UK International Data Transfer Addendum after it, in that order of precedence.
  {
    heading: 'Transfers outside the UK',
    paragraphs: ['The portal and its data are hosted by AWS in the UK (London). Your data leaves the UK only here:'],
    list: [
      'Stripe: the card payment of a reservation fee goes to Stripe, Inc., in the United States. Stripe, Inc. is certified under the UK Extension to the EU-US Data Privacy Framework, which the UK recognises as adequate protection (the Data Protection (Adequacy) (United States of America) Regulations 2023) (its list: dataprivacyframework.gov). Should that certification end, Stripe’s Data Transfers Addendum puts the UK International Data Transfer Addendum in its place. Both are in that Addendum, at stripe.com/legal/dta.',
      'The identity verification provider: if the provider we use keeps your data outside the UK, we will tell you where, and under which safeguard, before you verify your identity with it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [],
    list: [
      `An interest registration that never becomes an account is deleted ${REGISTRATION_RETENTION_MONTHS} months after its last change.`,
      `The record of which documents you opened is deleted ${DOCUMENT_OPEN_RETENTION_MONTHS} months after you opened them.`,
      'Your account and everything in it is kept while you are a member, and deleted when you delete your account or ask us to, except the records below that the law has us keep.',
      `Your buyer checks, their evidence and screening results are kept for ${BUYER_CHECK_RETENTION_YEARS} years from the end of our business relationship, as the Money Laundering Regulations 2017 (regulation 40) require, then deleted. If you ask us to erase your data within that time, we erase everything else and keep these until then (UK GDPR Article 17(3)(b)).`,
      'Your reservations and signed sourcing agreements are kept as our contract and VAT records: HMRC requires VAT records to be kept for 6 years (VAT Notice 700/21), and we may need them to answer a claim about the fee. If you ask us to erase your data, we keep them (UK GDPR Article 17(3)(b) and (e)), and cancel a hold of yours that we have not yet accepted, so the listing is offered to the next investor.',
      `Your deals, their messages and documents are the record of the purchase, which the Money Laundering Regulations 2017 (regulation 40) have us keep, and we may need it to answer a claim about the purchase or the fee. They are deleted ${DEAL_RECORD_RETENTION_YEARS} years after the deal completes or falls through: the period starts on the day it completed or fell through, as recorded on the deal, and they are kept longer only where the law requires it or they are needed for court or legal proceedings (regulation 40(5)). If you ask us to erase your data, we keep them (UK GDPR Article 17(3)(b) and (e)); a purchase in progress stays open, and we note on it that your account was erased, so that we carry it on through your solicitor or record that it fell through.`,
      'Your place in a waiting list is deleted when you leave the list, reserve the listing or are offered it, and when you delete your account.',
      'The audit trail of changes to accounts is kept for our records; when an account is deleted, the person in it is replaced by "Erased member" and a reference that cannot be traced back to you.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see, correct and take a copy of your data, have it erased, object to or restrict its use. Signed in, you can do the first ones yourself on your profile, under Account Info:',
    ],
    list: [
      "'Download my data' gives you a file with everything the portal stores about you; documents and the files you uploaded are listed by name rather than included (your deals' documents open from My deals).",
      "'Delete my account' deletes your account and your data at once (we ask for your password first), except the records we must keep, described above.",
      'Your name and phone can be changed there too; for anything else, or if you cannot sign in, email us at {controllerEmail} and an admin will do it for you.',
    ],
  },
  {
    heading: 'Complaints',
    paragraphs: [
      "If you are unhappy with how we use your data, please tell us first, at {controllerEmail}. You also have the right to complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).",
    ],
  },
];
