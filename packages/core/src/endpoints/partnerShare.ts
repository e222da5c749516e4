import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { rowId } from '../resources/defineResource';
import { partnerAddRequest, type PartnerCodes } from '../partnerShare/partnerCodes';
import { PARTNER_ACTIONS } from '../partnerShare/partnerRelation';
import type { PartnerRow, VehicleShareRow } from '../partnerShare/partnerShareRows';
import { refineShareWindow, shareWindowFields } from '../partnerShare/shareWindow';
import { SHARE_KINDS, VEHICLE_SHARE_LIMITS } from '../partnerShare/vehicleShare';
import { VMSG } from '../validators/messages';
import { queryNumber } from './queryNumber';

const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) });

/** The share dialog: a partner in cooperation (relation id), the vehicles, the kind and the window. */
export const vehicleShareAddRequest = z
  .strictObject({
    relationId: rowId,
    vehicleIds: z
      .array(rowId, { error: VMSG.required })
      .min(1, { error: VMSG.required })
      .max(VEHICLE_SHARE_LIMITS.maxVehicles, { error: VMSG.tooBig })
      .refine((ids) => new Set(ids).size === ids.length, { error: VMSG.invalid }),
    kind: enumOf(SHARE_KINDS),
    ...shareWindowFields,
  })
  .superRefine(refineShareWindow);

/** Re-authorising gives a share a new window. */
export const vehicleShareReauthoriseRequest = z
  .strictObject({ id: rowId, ...shareWindowFields })
  .superRefine(refineShareWindow);

/** Partners (`tmsPartner`), vehicle sharing (`tmsVehicleShare`) and what partners share with us (`tmsShareCenter`). */
export const partnerShareEndpoints = {
  /** The caller's company's codes, made on first use. */
  partnerCodes: endpoint<PartnerCodes>()({
    name: 'partnerCodes',
    method: 'GET',
    module: 'tms',
    path: '/partner/codes',
    access: { operationId: 'tmsPartner' },
    request: z.strictObject({}),
  }),
  /** A new verification code; the cooperation code stays. */
  partnerVerificationRenew: endpoint<PartnerCodes>()({
    name: 'partnerVerificationRenew',
    method: 'POST',
    module: 'tms',
    path: '/partner/codes/renew',
    access: { operationId: 'tmsPartner:add' },
    request: z.strictObject({}),
  }),
  /** Relationships the caller's company is part of, newest change first. */
  partnerList: endpoint<PartnerRow[]>()({
    name: 'partnerList',
    method: 'GET',
    module: 'tms',
    path: '/partner/list',
    access: { operationId: 'tmsPartner' },
    request: z.strictObject({}),
  }),
  partnerAdd: endpoint<{ id: number }>()({
    name: 'partnerAdd',
    method: 'POST',
    module: 'tms',
    path: '/partner/add',
    access: { operationId: 'tmsPartner:add' },
    request: partnerAddRequest,
  }),
  /** Re-add, agree, refuse, cancel or terminate; each needs its menu action (`PARTNER_ACTION_GRANT`). */
  partnerAct: endpoint<{ id: number }>()({
    name: 'partnerAct',
    method: 'POST',
    module: 'tms',
    path: '/partner/action',
    access: { operationId: 'tmsPartner' },
    request: z.strictObject({ id: rowId, action: enumOf(PARTNER_ACTIONS) }),
  }),
  /** Vehicles the caller may share: its own, in scope. */
  vehicleShareVehicles: endpoint<{ id: number; name: string }[]>()({
    name: 'vehicleShareVehicles',
    method: 'GET',
    module: 'tms',
    path: '/vehicleShare/vehicles',
    access: { operationId: 'tmsVehicleShare:share' },
    request: z.strictObject({}),
  }),
  /** Shares of the caller's vehicles. */
  vehicleShareList: endpoint<VehicleShareRow[]>()({
    name: 'vehicleShareList',
    method: 'GET',
    module: 'tms',
    path: '/vehicleShare/list',
    access: { operationId: 'tmsVehicleShare' },
    request: z.strictObject({ vehicleId: queryNumber(rowId).optional() }),
  }),
  vehicleShareAdd: endpoint<{ ids: number[] }>()({
    name: 'vehicleShareAdd',
    method: 'POST',
    module: 'tms',
    path: '/vehicleShare/add',
    access: { operationId: 'tmsVehicleShare:share' },
    request: vehicleShareAddRequest,
  }),
  /** The owner's actions without a new window: cancel and stop (`:cancel`), start (`:share`). */
  vehicleShareAct: endpoint<{ id: number }>()({
    name: 'vehicleShareAct',
    method: 'POST',
    module: 'tms',
    path: '/vehicleShare/action',
    access: { operationId: 'tmsVehicleShare' },
    request: z.strictObject({ id: rowId, action: enumOf(['cancel', 'stop', 'start'] as const) }),
  }),
  vehicleShareReauthorise: endpoint<{ id: number }>()({
    name: 'vehicleShareReauthorise',
    method: 'POST',
    module: 'tms',
    path: '/vehicleShare/reauthorise',
    access: { operationId: 'tmsVehicleShare:share' },
    request: vehicleShareReauthoriseRequest,
  }),
  /** Shares other companies made to the caller's company. */
  shareCenterList: endpoint<VehicleShareRow[]>()({
    name: 'shareCenterList',
    method: 'GET',
    module: 'tms',
    path: '/shareCenter/list',
    access: { operationId: 'tmsShareCenter' },
    request: z.strictObject({}),
  }),
  /** The partner gives a share back. */
  shareCenterRelease: endpoint<{ id: number }>()({
    name: 'shareCenterRelease',
    method: 'POST',
    module: 'tms',
    path: '/shareCenter/release',
    access: { operationId: 'tmsShareCenter:release' },
    request: z.strictObject({ id: rowId }),
  }),
};
