import { describe, expect, it } from 'vitest';
import { descriptorOf, fieldsWhere, type MaterialPart } from './property-fields';

/**
 * The material information of National Trading Standards' guidance, 'Material information in property listings
 * (sales)' (NTSELAT, November 2023; withdrawn May 2025, its Parts kept as the structure), heading by heading, and the field-table entries that answer each.
 */
const guidance: Record<MaterialPart, Record<string, string[]>> = {
  A: {
    'Council tax': ['councilTaxBand'],
    'Asking price': ['price', 'priceQualifier'],
    Tenure: ['tenureType', 'leaseRemaining', 'leaseStartYear', 'leaseLength', 'groundRent', 'groundRentReview', 'serviceCharge', 'sharedOwnershipShare'],
  },
  B: {
    'Property type': ['propertyType'],
    'Number and types of room': ['bedrooms', 'bathrooms'],
    'Property construction': ['construction', 'constructionNote'],
    'Electricity supply': ['electricitySupply'],
    'Water supply': ['waterSupply'],
    Sewerage: ['sewerage'],
    Heating: ['heating'],
    Broadband: ['broadband'],
    'Mobile signal/coverage': ['mobileSignal'],
    Parking: ['parking', 'parkingNote'],
  },
  C: {
    'Building safety': ['buildingSafety', 'buildingSafetyNote'],
    Restrictions: ['restrictions', 'restrictionsNote'],
    'Rights and easements': ['rightsAndEasements', 'rightsAndEasementsNote'],
    'Flood risk': ['floodRisk', 'floodRiskNote'],
    'Coastal erosion risk': ['coastalErosion', 'coastalErosionNote'],
    'Planning permission': ['planning', 'planningNote'],
    'Accessibility/adaptations': ['accessibility', 'accessibilityNote'],
    'Coalfield or mining area': ['miningArea', 'miningAreaNote'],
    Other: ['otherMaterialInformation'],
  },
};

describe('the field table covers the material information', () => {
  it.each(['A', 'B', 'C'] as const)('Part %s: every heading of the guidance has its fields, and no other field claims the part', (part) => {
    const expected = Object.values(guidance[part]).flat().sort();
    expect(fieldsWhere((d) => d.materialPart === part).sort()).toEqual(expected);
  });

  it("offers 'Not known' for every Part B and C answer, and a note where the guidance asks for detail", () => {
    const answers = fieldsWhere((d, field) => (d.materialPart === 'B' || d.materialPart === 'C') && d.kind === 'choice' && field !== 'propertyType');
    for (const field of answers) {
      expect(descriptorOf(field).options, field).toContain('Not known');
    }
    for (const field of fieldsWhere((d) => d.materialPart === 'C' && d.kind === 'choice')) {
      expect(
        fieldsWhere((d) => d.noteTo === field),
        field,
      ).toHaveLength(1);
    }
  });

  it('offers the price qualifiers of the guidance', () => {
    expect(descriptorOf('priceQualifier').options).toEqual(['Guide price', 'Fixed price', 'Offers in excess of', 'Offers in the region of', 'Offers over']);
  });
});
