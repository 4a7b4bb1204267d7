import { describe, expect, it } from 'vitest';
import { agreementDownloadName, signedAgreementFileName } from './file-name';

describe('the sourcing agreement’s download name', () => {
  it('is the signed copy’s name, without “(signed)”, for the agreement read before signing (not unsigned-<SHA-256>.pdf)', () => {
    expect(agreementDownloadName('3 Bed Terrace, Hull', false)).toBe('Sourcing agreement - 3 Bed Terrace, Hull.pdf');
    expect(agreementDownloadName('3 Bed Terrace, Hull', true)).toBe(signedAgreementFileName('3 Bed Terrace, Hull'));
  });
});
