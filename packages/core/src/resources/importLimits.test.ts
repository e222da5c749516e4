import { describe, expect, it } from 'vitest';
import {
  IMPORT_BYTES_CEILING,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_ROWS_CEILING,
  importLimitsOf,
} from './defineResource';
import { resourceEndpoints, resourceRequests } from './resourceEndpoints';
import { tagResource } from './basicData/tag';
import { vehicleInfoResource } from './fleet/vehicleInfo';
import { mapPointResource } from './mapElement/mapPoint';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i + 2);

describe('import limits per resource', () => {
  it('keeps 10,000 rows and 10 MB for a resource that says nothing', () => {
    expect(importLimitsOf(vehicleInfoResource)).toEqual({
      maxRows: IMPORT_MAX_ROWS,
      maxBytes: IMPORT_MAX_BYTES,
    });
    const commit = resourceRequests(vehicleInfoResource).importCommit;
    expect(commit.safeParse({ importId: 'a'.repeat(32), rows: rows(10_000) }).success).toBe(true);
    expect(commit.safeParse({ importId: 'a'.repeat(32), rows: rows(10_001) }).success).toBe(false);
  });

  it('lets points bring 50,000 rows in one file, and no more', () => {
    expect(importLimitsOf(mapPointResource).maxRows).toBe(50_000);
    const commit = resourceRequests(mapPointResource).importCommit;
    expect(commit.safeParse({ importId: 'a'.repeat(32), rows: rows(50_000) }).success).toBe(true);
    expect(commit.safeParse({ importId: 'a'.repeat(32), rows: rows(50_001) }).success).toBe(false);
  });

  it('sizes the parse request’s body and base64 to the resource’s file limit', () => {
    const points = importLimitsOf(mapPointResource).maxBytes;
    expect(points).toBeGreaterThan(IMPORT_MAX_BYTES);
    expect(resourceEndpoints(mapPointResource).ImportParse.bodyLimit).toBeGreaterThan((points / 3) * 4);
    expect(resourceEndpoints(tagResource).ImportParse.bodyLimit).toBeLessThan((points / 3) * 4);
    const parse = resourceRequests(vehicleInfoResource).importParse;
    const tooBig = 'A'.repeat(Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 4);
    expect(parse.safeParse({ fileName: 'a.xlsx', content: tooBig }).success).toBe(false);
    expect(
      resourceRequests(mapPointResource).importParse.safeParse({ fileName: 'a.xlsx', content: tooBig })
        .success,
    ).toBe(true);
  });

  it('holds every resource under the ceilings, whatever it asks for', () => {
    expect(importLimitsOf({ importLimits: { maxRows: 10_000_000, maxBytes: 10 ** 12 } })).toEqual({
      maxRows: IMPORT_ROWS_CEILING,
      maxBytes: IMPORT_BYTES_CEILING,
    });
  });
});
