/**
 * The identity a simulated terminal presents besides its SIM number, derived from that number so that the seed can
 * bind the very terminal the simulator later connects as (terminal id and maker in 0x0100, IMEI in 2019 0x0102).
 */

/** Manufacturer id in 0x0100 (5 bytes in 2013, 11 in 2019). */
export const MANUFACTURER_ID = 'RWSIM';

/** A 7-character terminal id from the SIM number (registration and Jiangsu alarm identifications). */
export function terminalIdOf(phone: string): string {
  return phone.replace(/\D/g, '').padStart(7, '0').slice(-7);
}

/** A 15-digit IMEI-like number for the 2019 authentication. */
export function imeiOf(phone: string): string {
  return ('86' + phone.replace(/\D/g, '').padStart(13, '0')).slice(0, 15);
}
