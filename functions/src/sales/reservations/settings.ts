import { parseReservationSettings, type ReservationSettings } from '@shared/contract/reservation-settings';

let cached: ReservationSettings | undefined;

/** The deployment's reservation settings (RESERVATION_SETTINGS, JSON), the defaults when it gives none; read once. */
export function reservationSettings(): ReservationSettings {
  if (cached) return cached;
  const parsed = parseReservationSettings(process.env.RESERVATION_SETTINGS);
  if (!parsed.ok) throw new Error(`RESERVATION_SETTINGS: ${parsed.problems.join('; ')}`);
  return (cached = parsed.settings);
}
