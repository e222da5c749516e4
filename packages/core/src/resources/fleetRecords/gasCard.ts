import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { VMSG } from '../../validators/messages';
import { optionalPlainText, plainText } from '../../validators/formats';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { documentNumber, optionalDocumentNumber } from '../fleetCost/fleetCostFields';
import { keywordFilter } from './fleetRecordFields';

/** A fuel card is the company's master card or a sub card drawing on it. */
export const GAS_CARD_TYPES = ['master', 'sub'] as const;
/** A card is in normal use until it is stopped; a stopped (disabled) card stays so and pays for no refuelling. */
export const GAS_CARD_STATUSES = ['normal', 'disabled'] as const;
export type GasCardStatus = (typeof GAS_CARD_STATUSES)[number];

/** Whether a card in `status` may be stopped (only a card in normal use). */
export function mayStopGasCard(status: GasCardStatus): boolean {
  return status === 'normal';
}

/**
 * A fuel card: selling company, card number (unique in the company), account number, cardholder, master or sub,
 * department and status. The status changes only through `gasCardStop`.
 */
export const gasCardResource = defineResource({
  key: 'tmsGasCard',
  name: 'gasCard',
  module: 'tms',
  path: '/gasCard',
  row: z.object({
    id: rowId,
    sellingCompany: z.string(),
    cardNo: z.string(),
    accountNo: z.string(),
    cardholder: z.string(),
    cardType: z.enum(GAS_CARD_TYPES),
    departmentId: z.number(),
    departmentName: z.string(),
    status: z.enum(GAS_CARD_STATUSES),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    sellingCompany: plainText(50),
    cardNo: documentNumber(32),
    accountNo: optionalDocumentNumber(32),
    cardholder: optionalPlainText(32),
    cardType: z.enum(GAS_CARD_TYPES, {
      error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid),
    }),
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: {
    keyword: keywordFilter,
    status: z.enum(GAS_CARD_STATUSES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['modifiedTime', 'cardNo'],
  actions: ['add', 'update', 'delete'],
});

/** A fuel card as the refuelling form offers it. */
export interface GasCardChoice {
  id: number;
  cardNo: string;
  status: GasCardStatus;
}

export const gasCardEndpoints = {
  /** Stops a card in normal use; a card already stopped is refused. */
  gasCardStop: endpoint<{ stopped: true }>()({
    name: 'gasCardStop',
    method: 'POST',
    module: 'tms',
    path: '/gasCard/stop',
    access: { operationId: 'tmsGasCard:stop' },
    request: z.strictObject({ id: rowId }),
  }),
};
