import type { InvestorFields, Profile } from '../domain/profile';
import type { Property } from '../domain/property';
import type { PropertyRequest } from '../domain/favourite';
import type { DocumentAccess } from '../domain/document-access';

/**
 * The admin property-requests views (spec section 3, 'Property request' joined views): each request with
 * the investor's profile, the requested property and the investor's favourites.
 */
export type RequestProfile = Pick<Profile, 'id' | 'fullName' | 'email' | 'phone'> & InvestorFields;
export type RequestProperty = Pick<Property, 'id' | 'title' | 'address' | 'price' | 'propertyType' | 'imageUrl'>;
export type FavouriteProperty = Pick<Property, 'id' | 'title' | 'price' | 'imageUrl'>;

export interface RequestFavourite {
  propertyId: string;
  createdAt: string;
  /** null when the property is gone. */
  property: FavouriteProperty | null;
}

export interface AdminPropertyRequest extends PropertyRequest {
  /** null when the investor has no profile any more. */
  profile: RequestProfile | null;
  /** null when the property is gone ('General Inquiry'). */
  property: RequestProperty | null;
  favourites: RequestFavourite[];
}

/** The 'View Investor' dialog: the profile (null: 'No detailed profile information found for this investor.'), requests, favourites, documents opened. */
export interface InvestorProfileView {
  profile: RequestProfile | null;
  requests: (PropertyRequest & { property: RequestProperty | null })[];
  favourites: RequestFavourite[];
  documentAccess: DocumentAccess[];
}
