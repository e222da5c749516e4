import type { PartnerSide, PartnerState } from './partnerRelation';
import type { ShareKind, ShareState } from './vehicleShare';

/** A relationship as one side lists it: the other company, the caller's side and the stored state. */
export interface PartnerRow {
  id: number;
  side: PartnerSide;
  companyName: string;
  state: PartnerState;
  createdTime: number;
  modifiedTime: number;
}

/** A share as its owner lists it (`tmsVehicleShare`) or its partner (`tmsShareCenter`). */
export interface VehicleShareRow {
  id: number;
  vehicleId: number;
  plateNumber: string;
  /** The partner (owner's list) or the sharing company (share centre). */
  companyName: string;
  kind: ShareKind;
  state: ShareState;
  startAt: number;
  endAt: number;
  createdTime: number;
}
