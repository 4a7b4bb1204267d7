import { describe, expect, it } from 'vitest';
import { fromStorage, toCamel, toSnake, toStorage } from './case';

describe('case mapping', () => {
  it('maps camelCase to snake_case and back', () => {
    expect(toSnake('achievableMarketRent')).toBe('achievable_market_rent');
    expect(toSnake('historicPrice2014')).toBe('historic_price_2014');
    expect(toCamel('area_insight_id')).toBe('areaInsightId');
    for (const key of ['isPublished', 'imageUrl', 'citygateTenantDemand', 'historicPrice2024', 'id']) {
      expect(toCamel(toSnake(key))).toBe(key);
    }
  });
  it('renames only top-level keys', () => {
    const stored = toStorage({ rentalUnits: [{ unitName: 'Flat 1', rental: 500 }] });
    expect(stored).toEqual({ rental_units: [{ unitName: 'Flat 1', rental: 500 }] });
    expect(fromStorage(stored)).toEqual({ rentalUnits: [{ unitName: 'Flat 1', rental: 500 }] });
  });
});
