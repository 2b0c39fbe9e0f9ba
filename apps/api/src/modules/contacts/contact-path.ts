import { CONTACTS_BOUNDS } from '@profyle/contracts';
import { contactNotFound } from './contacts-reader';

/** The owner and introduction ids of a contact route; ids that cannot exist are "not found" before any read. */
export const contactPath = (ownerId: string, introductionId: string): { ownerId: string; introductionId: string } => {
  if (!ownerId || !introductionId || ownerId.length > CONTACTS_BOUNDS.id || introductionId.length > CONTACTS_BOUNDS.id) throw contactNotFound();
  return { ownerId, introductionId };
};
