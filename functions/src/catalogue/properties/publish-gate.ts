import { publishBlockers, publishRefusalMessage, type ChecklistFields } from '@shared/rules/publish-checklist';
import { HttpError } from '../../http/errors';

/**
 * Refuses a listing that would be shown without its Part A material information (Part A of NTSELAT's 'Material
 * information in property listings (sales)', November 2023, withdrawn May 2025): omitting it is an unfair commercial
 * practice under the Digital Markets, Competition and Consumers Act 2024, Part 4, Chapter 1 (ss. 225–230). The law applies to what is shown, so the rule reads the record as it would be written: creating
 * it published, publishing it, and saving a listing that stays published (an edit, or a status change from the
 * table) all need Part A, and a building its EPC rating or exemption (Energy Performance of Buildings (England and
 * Wales) Regulations 2012). Unpublishing is always allowed: it stops the showing, which is what the law asks, and it is
 * how an admin takes down a listing stored before these answers were asked for. Drafts may be saved with anything
 * missing. A pure function of the record about to be written, checked before the write (never read, then written).
 */
export function refuseUnpublishable(record: ChecklistFields & { isPublished: boolean }): void {
  if (!record.isPublished) return;
  const missing = publishBlockers(record);
  if (missing.length > 0) throw new HttpError(409, publishRefusalMessage(missing), { missing }, 'MATERIAL_INFORMATION_MISSING');
}
