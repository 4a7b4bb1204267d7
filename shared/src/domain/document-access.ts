/**
 * The document-access log (beyond the spec): each signed link the API issues for a
 * property document or a resource download is recorded with who asked, for what, and when, so an admin
 * sees an investor's engagement (on the property, and in the Investor Profile dialog) before calling.
 */
export const documentAccessSubjects = ['property', 'resource'] as const;
export type DocumentAccessSubject = (typeof documentAccessSubjects)[number];

export interface DocumentAccess {
  id: string;
  /** What was opened: a property's document or a resource's download. */
  subjectType: DocumentAccessSubject;
  /** The property id or the resource id. */
  subjectId: string;
  /** The property's title or the resource's title, as they were when the link was issued. */
  subjectTitle: string;
  /** The document asked for (e.g. 'epcDocument', 'epcUnit-0'; 'file' for a resource). */
  document: string;
  /** How the document reads to a person ('EPC Certificate'; the resource's action text). */
  documentLabel: string;
  userId: string;
  /** The person's name and email when they opened it. */
  userName: string | null;
  userEmail: string | null;
  at: string;
}
