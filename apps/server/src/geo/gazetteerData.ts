/**
 * Shape of divisions/gazetteer.json (written by build/buildGazetteer.ts). Arrays instead of objects keep the file small.
 * Coordinates are WGS-84-ish degrees; boundary rings are delta-encoded integers of 1/scale degree
 * ([x0, y0, dx1, dy1, …]).
 */
export interface GazetteerData {
  attribution: string;
  scale: number;
  /** [name, English name, code]. */
  provinces: [string, string, string][];
  /** [name, English name, province index, code ('' when unknown)]. */
  cities: [string, string, number, string][];
  /** [name ('' when the city itself is county-level), English name, city index, seat lon, seat lat, rings]. */
  counties: [string, string, number, number, number, number[][]][];
}

/** The bundled gazetteer file, from the server package (built by `geo/build/buildGazetteer.ts`). */
export const GAZETTEER_FILE = 'src/geo/divisions/gazetteer.json';
