import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalPlainText } from '../../validators/formats';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { EXPIRY_STATUSES } from './expiryStatus';
import {
  documentNumber,
  expiryStatusFilter,
  optionalDocumentNumber,
  positiveAmount,
  refinePeriod,
  requiredDay,
} from './fleetCostFields';

/** Kinds of vehicle certificate: driving licence, road transport permit, operating permit, other. */
export const CERTIFICATE_KINDS = ['drivingLicence', 'roadTransport', 'operatingPermit', 'other'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * A vehicle's certificate: kind, number and file number (letters, digits and hyphens), issuing authority, issue
 * day before the expiry day, optional fee (above 0, 8 + 2 digits). The list carries the derived expiry status.
 */
export const certificateResource = defineResource({
  key: 'tmsCertificate',
  name: 'certificate',
  module: 'tms',
  path: '/certificate',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
    certificateNo: z.string(),
    fileNo: z.string(),
    authority: z.string(),
    startDay: z.number(),
    endDay: z.number(),
    fee: z.number().nullable(),
    remark: z.string(),
    status: z.enum(EXPIRY_STATUSES),
    daysLeft: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      vehicleId: chosenId,
      kind: z.enum(CERTIFICATE_KINDS, {
        error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid),
      }),
      certificateNo: documentNumber(32),
      fileNo: optionalDocumentNumber(32),
      authority: optionalPlainText(50),
      startDay: requiredDay,
      endDay: requiredDay,
      fee: positiveAmount.nullable().default(null),
      remark: optionalText(100),
    })
    .superRefine(refinePeriod),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    kind: z.enum(CERTIFICATE_KINDS, { error: VMSG.invalid }).optional(),
    status: expiryStatusFilter,
  },
  sortable: ['endDay', 'modifiedTime', 'startDay'],
  defaultOrder: 'asc',
  actions: ['add', 'update', 'delete'],
});
