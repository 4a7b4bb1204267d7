import { randomUUID } from 'node:crypto';
import type { DocumentAccess, DocumentAccessSubject } from '@shared/domain/document-access';
import { documentOpenExpiry } from '@shared/rules/retention';
import { documentAccessEntity } from '../../db/entities/document-access';
import { writeAsMember } from '../../members/db/member-writes';

/** At most this many entries are read for one property or one investor (newest first). */
export const DOCUMENT_ACCESS_LIMIT = 200;

export type NewDocumentAccess = Omit<DocumentAccess, 'id' | 'at'>;

/** Records one issued signed link (called where the link is issued, before it is returned); under the opener's keys (gsi2). */
export async function recordDocumentAccess(entry: NewDocumentAccess): Promise<DocumentAccess> {
  const item: DocumentAccess = { ...entry, id: randomUUID(), at: new Date().toISOString() };
  await writeAsMember(entry.userId, (tx) => [tx.documentAccess.create({ ...item, expiresAt: documentOpenExpiry(item.at) }).commit()]);
  return item;
}

const toEntry = (item: Record<string, unknown>): DocumentAccess => ({
  id: item.id as string,
  subjectType: item.subjectType as DocumentAccessSubject,
  subjectId: item.subjectId as string,
  subjectTitle: item.subjectTitle as string,
  document: item.document as string,
  documentLabel: item.documentLabel as string,
  userId: item.userId as string,
  userName: (item.userName as string | null | undefined) ?? null,
  userEmail: (item.userEmail as string | null | undefined) ?? null,
  at: item.at as string,
});

/** Who opened a property's (or a resource's) documents, newest first: one Query. */
export async function listDocumentAccessFor(subjectType: DocumentAccessSubject, subjectId: string, limit = DOCUMENT_ACCESS_LIMIT): Promise<DocumentAccess[]> {
  const { data } = await documentAccessEntity.query.bySubject({ subjectType, subjectId }).go({ order: 'desc', count: limit });
  return data.map(toEntry);
}

/** What one person opened, newest first: one Query on gsi2. */
export async function listDocumentAccessBy(userId: string, limit = DOCUMENT_ACCESS_LIMIT): Promise<DocumentAccess[]> {
  const { data } = await documentAccessEntity.query.byUser({ userId }).go({ order: 'desc', count: limit });
  return data.map(toEntry);
}
