import type { Property, PropertyInput } from '../domain/property';
import { isAbsoluteUrl } from './images';
import { documentFields } from './document-fields';
import { propertyDocumentsPrefix, propertyImagesPrefix } from './uploads';

type FileFields = Pick<PropertyInput, 'photos' | 'imageUrl' | 'epcUnits' | 'comparables' | (typeof documentFields)[number]>;

/** Every stored file a property points at, by the field that holds it (external https links left out). */
export function storedFilesOf(property: FileFields): { field: string; key: string }[] {
  const files: { field: string; key: string | null }[] = [
    ...property.photos.map((key) => ({ field: 'photos', key })),
    // The main image is one of the photos as a rule; only a main image of its own is a file of its own.
    { field: 'imageUrl', key: property.imageUrl && !property.photos.includes(property.imageUrl) ? property.imageUrl : null },
    ...documentFields.map((field) => ({ field, key: property[field] })),
    ...property.epcUnits.map((unit, i) => ({ field: `epcUnits.${i}.documentUrl`, key: unit.documentUrl })),
    ...property.comparables.map((comparable, i) => ({ field: `comparables.${i}.imageUrl`, key: comparable.imageUrl })),
  ];
  return files.filter((file): file is { field: string; key: string } => Boolean(file.key) && !isAbsoluteUrl(file.key!));
}

/**
 * docs/architecture.md section 8: a property's files live under its own key prefixes, so deleting it removes
 * only what is its own. The fields of a save that point at a stored file outside them, new in this save
 * (a key the record already held is kept, e.g. imported listings that share pictures). Without an id
 * (a create that let the server choose it), every stored file is outside.
 */
export function foreignFiles(input: FileFields, propertyId: string | undefined, current?: Pick<Property, keyof FileFields>): string[] {
  const held = new Set(current ? storedFilesOf(current).map((file) => file.key) : []);
  const own = propertyId ? [propertyImagesPrefix(propertyId), propertyDocumentsPrefix(propertyId)] : [];
  const fields = storedFilesOf(input)
    .filter(({ key }) => !held.has(key) && !own.some((prefix) => key.startsWith(prefix)))
    .map(({ field }) => field);
  return [...new Set(fields)];
}

export const FOREIGN_FILE_MESSAGE = 'This file belongs to another property: upload it again here';
