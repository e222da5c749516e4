/**
 * Terminal models of the demo fleet. The model fixes the protocol edition and how many temperature probes it
 * reports, so the gateway can decode temperature items by model (packages/jt808 TEMPERATURE_CONVENTIONS) instead
 * of guessing. Shared by the seed (which stores the model per vehicle) and the simulator (which speaks it).
 */
export const TERMINAL_MODELS = {
  'AS-9019': { edition: 2019, activeSafety: true, temperatureProbes: 0 },
  'AS-8013': { edition: 2013, activeSafety: true, temperatureProbes: 0 },
  'CT-4019': { edition: 2019, activeSafety: true, temperatureProbes: 4 },
  'CT-4013': { edition: 2013, activeSafety: true, temperatureProbes: 4 },
  'GT-1013': { edition: 2013, activeSafety: false, temperatureProbes: 0 },
  // The fixed temperature logger of a warehouse or store: no camera, up to 16 probes (a cold store has many rooms).
  'TL-1613': { edition: 2013, activeSafety: false, temperatureProbes: 16 },
} as const;
export type TerminalModel = keyof typeof TERMINAL_MODELS;

export function isTerminalModel(model: string): model is TerminalModel {
  return Object.hasOwn(TERMINAL_MODELS, model);
}

/** JT/T 808 terminal phone numbers: 12 digits (6-byte BCD in the 2013 header), IoT-card style. */
export const TERMINAL_PHONE_PATTERN = /^0(145|147|148|149|172)\d{8}$/;

/** The model every seeded warehouse and store logger reports (0xE1 probe list, see TEMPERATURE_CONVENTIONS). */
export const SITE_TERMINAL_MODEL = 'TL-1613' satisfies TerminalModel;

/**
 * A site logger's SIM number: 0146 and the site id, so it is stable per site and never one a vehicle draws
 * (TERMINAL_PHONE_PATTERN has no 0146).
 */
export function siteTerminalPhone(siteId: number): string {
  return '0146' + String(siteId).padStart(8, '0');
}
