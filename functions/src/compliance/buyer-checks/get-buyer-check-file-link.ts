import { routes } from '@shared/contract/routes';
import { getBuyerCheck } from '../db/buyer-checks';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { DOCUMENT_LINK_SECONDS } from '../../s3';
import { BUYER_CHECK_NOT_FOUND } from './latest';
import { buyerCheckFileLink } from './files';

/** A short-lived link to one of the buyer's files, for an admin only (the evidence is used for these checks alone). */
export const handler = httpHandler(routes.getBuyerCheckFileLink, async ({ params, query }) => {
  const check = await getBuyerCheck(params.id);
  if (!check) throw notFound(BUYER_CHECK_NOT_FOUND);
  return { url: await buyerCheckFileLink(check, query.key), expiresIn: DOCUMENT_LINK_SECONDS };
});
