import { BUYER_CHECK_RETENTION_YEARS, DOCUMENT_OPEN_RETENTION_MONTHS, REGISTRATION_RETENTION_MONTHS } from '@shared/rules/retention';

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

export const privacyNoticeUpdated = '2026-11-28';

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
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'Your buyer checks are used only to meet our duties under the Money Laundering Regulations 2017 (a legal obligation): they are never sent to our CRM, alerts or analytics, and only our admins can open your evidence.',
      'To decide on and run your membership, show you listings and send you what you ask for (our legitimate interests and, once you are a member, the contract between us), to follow up your enquiries, and to keep a record of changes to accounts for security and accountability (legitimate interests). We do not sell your data and we do not use it for automated decisions about you.',
    ],
  },
  {
    heading: 'Who receives it',
    paragraphs: ['Your data stays within the portal, except:'],
    list: [
      'Our customer-relationship (CRM) system: new interest registrations (name, email, phone, message) and welcome emails are sent to it through a webhook, and so is a notice when you ask us to erase your data, so that it is erased there too.',
      'Amazon Web Services (AWS), in the UK (London), as our processor: it hosts the portal, its database, files and sign-in (Amazon Cognito) under a data processing agreement.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [],
    list: [
      `An interest registration that never becomes an account is deleted ${REGISTRATION_RETENTION_MONTHS} months after its last change.`,
      `The record of which documents you opened is deleted ${DOCUMENT_OPEN_RETENTION_MONTHS} months after you opened them.`,
      'Your account and everything in it is kept while you are a member, and deleted when you delete your account or ask us to.',
      `Your buyer checks, their evidence and screening results are kept for ${BUYER_CHECK_RETENTION_YEARS} years from the end of our business relationship, as the Money Laundering Regulations 2017 (regulation 40) require, then deleted. If you ask us to erase your data within that time, we erase everything else and keep these until then (UK GDPR Article 17(3)(b)).`,
      'The audit trail of changes to accounts is kept for our records; when an account is deleted, the person in it is replaced by "Erased member" and a reference that cannot be traced back to you.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see, correct and take a copy of your data, have it erased, object to or restrict its use. Signed in, you can do the first ones yourself on your profile, under Account Info:',
    ],
    list: [
      "'Download my data' gives you a file with everything the portal stores about you.",
      "'Delete my account' deletes your account and your data at once (we ask for your password first).",
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
