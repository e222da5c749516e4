import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chinaDayStart } from '../../time/chinaTime';
import { chosenId, defineResource, rowId } from '../defineResource';

/**
 * Lengths of a standard card as a JT/T 808 terminal reads it (0x0702): the qualification certificate code is a
 * 20-byte field; names and the issuing authority are kept to the platform's short and long text lengths.
 */
export const STANDARD_IC_CARD_LIMITS = {
  certificateMax: 20,
  driverNameMax: 32,
  authorityMax: 64,
  remarkMax: 100,
} as const;

/** Latest day a card may be valid until (2099-12-31, China midnight); the card's own date field holds four BCD bytes. */
const VALID_UNTIL_MAX = Date.parse('2099-12-31T00:00:00+08:00');

/** How a swiped card stands against the company's standard set at the moment it was swiped. */
export const IC_CARD_REGISTRATIONS = ['registered', 'unregistered', 'expired'] as const;
export type IcCardRegistration = (typeof IC_CARD_REGISTRATIONS)[number];

/** One stored form per certificate code: trimmed, upper case (the check character of an ID-card number may be x). */
export function normaliseCertificateNo(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A swipe is registered when the set holds its certificate code and the card is still valid on the swipe's China
 * day (valid through the whole `validUntil` day); expired when held but past that day; otherwise unregistered.
 */
export function icCardRegistration(
  card: { validUntil: number } | undefined,
  swipedAt: number,
): IcCardRegistration {
  if (!card) return 'unregistered';
  return chinaDayStart(swipedAt) > card.validUntil ? 'expired' : 'registered';
}

const certificateNo = z
  .string({ error: VMSG.required })
  .transform(normaliseCertificateNo)
  .pipe(
    z
      .string()
      .min(1, { error: VMSG.required, abort: true })
      .max(STANDARD_IC_CARD_LIMITS.certificateMax, { error: VMSG.tooLong })
      .regex(/^[A-Z0-9-]+$/, { error: VMSG.codeText }),
  );

const validUntil = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .int({ error: VMSG.integer })
  .min(0, { error: VMSG.tooSmall })
  .max(VALID_UNTIL_MAX, { error: VMSG.tooBig });

/**
 * The company's standard driver qualification IC cards (the national-standard card a JT/T 808 terminal reads and
 * reports in 0x0702): certificate code unique in the company, the driver's name and issuing authority as printed on
 * the card, the last valid day, optionally the driver it belongs to. Swipes on the vehicle cold-chain dynamics are
 * judged against this set.
 */
export const standardIcCardResource = defineResource({
  key: 'standardIcCardSet',
  name: 'standardIcCard',
  module: 'coldChain',
  path: '/standardIcCard',
  row: z.object({
    id: rowId,
    certificateNo: z.string(),
    driverName: z.string(),
    issuingAuthority: z.string(),
    validUntil: z.number(),
    driverId: z.number().nullable(),
    linkedDriverName: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    certificateNo,
    driverName: plainText(STANDARD_IC_CARD_LIMITS.driverNameMax),
    issuingAuthority: plainText(STANDARD_IC_CARD_LIMITS.authorityMax),
    validUntil,
    driverId: rowId.nullable().default(null),
    departmentId: chosenId,
    remark: optionalText(STANDARD_IC_CARD_LIMITS.remarkMax),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'certificateNo', 'validUntil'],
  actions: ['add', 'update', 'delete'],
});
