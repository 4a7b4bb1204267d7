const titleForFile = (listingTitle: string) => listingTitle.replace(/[\\/:*?"<>|]+/g, ' ').slice(0, 120);

/** The download name of a signed agreement: 'Sourcing agreement - 3 Bed Terrace, Hull (signed).pdf'. */
export const signedAgreementFileName = (listingTitle: string) => `Sourcing agreement - ${titleForFile(listingTitle)} (signed).pdf`;

/** The download name of the agreement, named as the signed copy is: 'Sourcing agreement - 3 Bed Terrace, Hull.pdf' before signing. */
export const agreementDownloadName = (listingTitle: string, signed: boolean) =>
  signed ? signedAgreementFileName(listingTitle) : `Sourcing agreement - ${titleForFile(listingTitle)}.pdf`;
