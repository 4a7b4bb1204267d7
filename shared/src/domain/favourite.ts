import * as z from '../core/zod';
import { id, isoDateTime } from './common';

export const favouriteSchema = z.object({ userId: id, propertyId: id, createdAt: isoDateTime });
export type Favourite = z.infer<typeof favouriteSchema>;

export const propertyRequestStatuses = ['pending', 'contacted', 'completed', 'rejected'] as const;
export const propertyRequestSchema = z.object({
  id,
  userId: id,
  propertyId: id,
  status: z._default(z.enum(propertyRequestStatuses), 'pending'),
  createdAt: isoDateTime,
});
export type PropertyRequestStatus = (typeof propertyRequestStatuses)[number];
export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

export const propertyRequestStatusUpdateSchema = z.object({ status: z.enum(propertyRequestStatuses) });
