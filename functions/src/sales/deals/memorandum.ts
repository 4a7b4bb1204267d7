import { memorandumOfSaleDocument, type MemorandumOfSaleInput } from '@shared/render/memorandum-of-sale';
import { renderPdf } from '../../catalogue/deal-pack/render-pdf';

/** The memorandum of sale as a PDF (the deal pack's pdfmake engine); the same input gives the same bytes. */
export const renderMemorandumOfSale = async (input: MemorandumOfSaleInput): Promise<Buffer> => renderPdf(memorandumOfSaleDocument(input));
