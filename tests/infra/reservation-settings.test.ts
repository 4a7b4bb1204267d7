import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/lib/settings';

const settingsWith = (context: Record<string, unknown>) => readSettings(new App({ context }).node);

describe('the reservation settings from CDK context', () => {
  it('are absent by default: the functions use the defaults', () => {
    expect(settingsWith({}).reservationSettingsJson).toBeUndefined();
  });

  it('pass on what `-c reservationSettings=...` gives, as JSON text or an object from cdk.json', () => {
    expect(settingsWith({ reservationSettings: '{"holdWorkingDays":3}' }).reservationSettingsJson).toBe('{"holdWorkingDays":3}');
    expect(JSON.parse(settingsWith({ reservationSettings: { reservationFeePence: 50_000 } }).reservationSettingsJson!)).toEqual({
      reservationFeePence: 50_000,
    });
  });

  it('refuse a deployment with settings the functions could not use', () => {
    expect(() => settingsWith({ reservationSettings: '{"reservationFeePence":10.5}' })).toThrow(/reservationFeePence must be a whole number of pence/);
  });
});
