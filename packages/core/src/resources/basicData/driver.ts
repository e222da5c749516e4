import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { mobilePhone } from '../../validators/phone';
import { optionalText } from '../../validators/text';
import {
  optionalBankCard,
  optionalDrivingLicence,
  optionalIdCard,
  optionalPlainText,
  plainText,
} from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';

/** Photos a driver may have (seed 001 §5 "driver photos 3"), each a JPG, PNG or BMP of at most 10 MB. */
export const DRIVER_PHOTO_MAX = 3;
export const DRIVER_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The driver's region: the province code, or province/city (`440000/440300`) — the values of the `regionTree`
 * cascader joined with '/'.
 */
export const regionCode = z
  .string({ error: VMSG.regionCode })
  .trim()
  .min(1, { error: VMSG.regionCode, abort: true })
  .regex(/^[0-9A-Za-z-]{1,16}(?:\/[0-9A-Za-z-]{1,16})?$/, { error: VMSG.regionCode });

export const driverPhotoRow = z.object({ id: z.number(), fileName: z.string(), size: z.number() });
export type DriverPhotoRow = z.output<typeof driverPhotoRow>;

/**
 * A driver: name, mobile phone and region (required), ID card, driving licence, IC card and bank card numbers,
 * up to three photos (uploaded one by one, see `DRIVER_PHOTO_UPLOAD_PATH`; `photoIds` keeps the ones still wanted).
 */
export const driverResource = defineResource({
  key: 'driverManage',
  name: 'driver',
  module: 'system',
  path: '/driver',
  row: z.object({
    id: rowId,
    name: z.string(),
    phone: z.string(),
    regionCode: z.string(),
    idCard: z.string(),
    licenceNo: z.string(),
    icCard: z.string(),
    bankCard: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    photos: z.array(driverPhotoRow),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    name: plainText(32),
    phone: mobilePhone,
    regionCode,
    idCard: optionalIdCard,
    licenceNo: optionalDrivingLicence,
    icCard: optionalPlainText(32),
    bankCard: optionalBankCard,
    departmentId: chosenId,
    remark: optionalText(100),
    /** On update: the photos kept (others are removed); absent = keep them all. */
    photoIds: z
      .array(rowId, { error: VMSG.invalid })
      .max(DRIVER_PHOTO_MAX, { error: VMSG.imageCount })
      .optional(),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete', 'export'],
  sheet: [
    'name',
    'phone',
    'regionCode',
    'idCard',
    'licenceNo',
    'icCard',
    'bankCard',
    'departmentId',
    'remark',
  ],
});
