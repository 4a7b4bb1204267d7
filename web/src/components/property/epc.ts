import type { EpcUnit } from '@shared/domain/property';

/** The standard UK EPC band colours (A dark green to G red) and a text colour readable on each. */
export const epcBandColours: Record<EpcUnit['rating'], { background: string; text: string }> = {
  A: { background: '#008054', text: '#ffffff' },
  B: { background: '#19b459', text: '#0b2716' },
  C: { background: '#8dce46', text: '#1b2a0c' },
  D: { background: '#ffd500', text: '#2b2400' },
  E: { background: '#fcaa65', text: '#2e1a07' },
  F: { background: '#ef8023', text: '#2b1400' },
  G: { background: '#e9153b', text: '#ffffff' },
};

/** The name shown for an EPC unit: its own, else 'Unit N' (1-based). */
export const epcUnitName = (unit: Pick<EpcUnit, 'unitName'>, index: number): string => unit.unitName?.trim() || `Unit ${index + 1}`;
