import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { plainText } from '../../validators/formats';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { keywordFilter, optionalMileage, refineNotBelow, requiredTime } from './fleetRecordFields';

/**
 * A use of a vehicle in scope: driver (optional), the user and their department, start before end, purpose, and
 * the mileage read at start and end (the end not below the start).
 */
export const useRecordResource = defineResource({
  key: 'tmsUseRecord',
  name: 'useRecord',
  module: 'tms',
  path: '/useRecord',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    driverId: z.number().nullable(),
    driverName: z.string(),
    userName: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    startTime: z.number(),
    endTime: z.number(),
    purpose: z.string(),
    startMileage: z.number().nullable(),
    endMileage: z.number().nullable(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      vehicleId: chosenId,
      driverId: rowId.nullable().default(null),
      userName: plainText(32),
      departmentId: chosenId,
      startTime: requiredTime,
      endTime: requiredTime,
      purpose: optionalText(64),
      startMileage: optionalMileage,
      endMileage: optionalMileage,
    })
    .superRefine((v, ctx) => {
      if (v.endTime <= v.startTime)
        ctx.addIssue({ code: 'custom', message: VMSG.endAfterStart, path: ['endTime'], input: v });
    })
    .superRefine(refineNotBelow('startMileage', 'endMileage', VMSG.mileageOrder)),
  filters: {
    keyword: keywordFilter,
    departmentId: rowId.optional(),
  },
  sortable: ['startTime', 'modifiedTime'],
  actions: ['add', 'update', 'delete'],
});
