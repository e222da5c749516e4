/**
 * Roadwatch terminal profile item 0xE3, the load sensor's weighing. JT/T 808 has no standard additional item for
 * a truck's load, so Roadwatch terminals with a load (axle) sensor send it in the custom range as a DWORD, four
 * bytes big-endian: the load on the vehicle in units of 0.1 kg (0 = empty, up to 429,496,729.4 kg). The value
 * 0xFFFFFFFF means the sensor has no valid weighing (disconnected, calibrating) and decodes as null. The terminal
 * does not judge the load: empty, loaded and overloaded are the platform's reading of it against the vehicle's
 * rated load.
 */
export const LOAD_WEIGHT_ITEM_ID = 0xe3;

/** The DWORD that stands for "no valid weighing". */
export const LOAD_WEIGHT_INVALID = 0xffffffff;

/** The DWORD of item 0xE3 for a load in kg (0.1 kg steps), or for no weighing. */
export function loadWeightWord(loadKg: number | null): number {
  if (loadKg === null) return LOAD_WEIGHT_INVALID;
  const word = Math.round(loadKg * 10);
  if (!Number.isFinite(word) || word < 0 || word >= LOAD_WEIGHT_INVALID)
    throw new RangeError(`load ${loadKg} kg out of range`);
  return word;
}

/** The load in kg an item 0xE3 DWORD stands for, null for no valid weighing. */
export function loadWeightKg(word: number): number | null {
  return word === LOAD_WEIGHT_INVALID ? null : word / 10;
}
