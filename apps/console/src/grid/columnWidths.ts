/**
 * Column widths of the processing grids, sized for the longer language (English: "Medium risk", "Unprocessed",
 * "Speed (km/h)") and for whole `YYYY-MM-DD HH:mm:ss` times, so nothing is cut in either language on a full-HD
 * screen. The free-text column takes what is left.
 */
export const COLUMN_WIDTH = {
  plate: 112,
  org: 124,
  alarmName: 204,
  level: 120,
  time: 178,
  speed: 126,
  status: 124,
  handler: 100,
  actions: 152,
  freeText: 160,
} as const;

/** A cell showing up to two lines (alarm names; department names such as a company's full name): wrapped, and centred in the row. */
export const TWO_LINE_CELL = { wrapText: true, cellClass: 'server-grid__two-lines' } as const;
