import { describe, expect, it } from 'vitest';
import { peekLabel, postcodeDistrict, propertyArea } from './property-area';

describe('postcodeDistrict', () => {
  it.each([
    ['HU5 3QP', 'HU5'],
    ['hu53qp', 'HU5'],
    ['HU17 7JN', 'HU17'],
    ['SW1A 1AA', 'SW1A'],
    ['M14 6SQ', 'M14'],
    ['  ls6  1lq ', 'LS6'],
    ['HU5', 'HU5'],
  ])('%s -> %s', (postcode, district) => expect(postcodeDistrict(postcode)).toBe(district));

  it.each([[null], [''], ['42 Westbourne Avenue'], ['not a postcode'], ['HU5 3QP extra']])('%s -> null', (text) => expect(postcodeDistrict(text)).toBeNull());
});

describe('propertyArea', () => {
  it('is the town and postcode district', () => expect(propertyArea({ city: 'Hull', postcode: 'HU5 3QP' })).toBe('Hull, HU5'));
  it('keeps what it has', () => {
    expect(propertyArea({ city: 'Hull', postcode: null })).toBe('Hull');
    expect(propertyArea({ city: null, postcode: 'HU5 3QP' })).toBe('HU5');
    expect(propertyArea({ city: ' ', postcode: '' })).toBeNull();
  });
  it('never shows a street or house number typed into the city', () => expect(propertyArea({ city: '42 Westbourne Avenue', postcode: 'HU5 3QP' })).toBe('HU5'));
});

describe('peekLabel', () => {
  it('names the area, or nothing', () => {
    expect(peekLabel('Hull, HU5')).toBe('Off-market property in Hull, HU5');
    expect(peekLabel(null)).toBe('Off-market property');
  });
});
