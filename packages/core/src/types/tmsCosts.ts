/**
 * Vehicle cost records of the TMS (seed 001 §3, §4, §5, §7): maintenance (carKeep), repair, insurance,
 * certificates, tyres (tyreManage), refuelling cards (gasCard), refuels (oilUp), accidents, vehicle tax
 * (carShipTax), police checks (checkVehicle), other costs and reimbursement. The seed gives labels only; field
 * names are chosen here in camelCase, except its call parameter names keepNo, repNo and InsuranceId.
 */
import type { Page } from '../api/envelope';
import type { NotifyMethod } from './alarmSettings';
import type { FeeState, FuelCardState, FuelType, MaintenanceState, TireState } from '../states';
import type { DateText, EpochMs } from './scalars';
import type { SaveRequest, TmsListRequest } from './tms';

/** A reminder of a cost record: up to 5 per record, to contacts or sub-users (at most 50). */
export interface ExpiryReminder {
  /** Days before expiry, or km before the mileage threshold. */
  before: number;
  by: 'time' | 'mileage';
}
export interface ReminderSetting {
  /** Record type the setting applies to, e.g. a maintenance or certificate type. */
  type: string;
  reminders: ExpiryReminder[];
  notifyMethods: NotifyMethod[];
  userIds: number[];
}

/** Maintenance reminder settings (seed 001 §3). */
export interface MaintenanceReminder {
  type: string;
  /** 1 to 5. */
  reminderCount: number;
  /** km before the next maintenance mileage; null when reminding by time. */
  mileageThreshold: number | null;
  notifyMethods: NotifyMethod[];
  userIds: number[];
}

// ── Maintenance (carKeep) and repair ──────────────────────────────────────────────────────────────────────────

export interface Maintenance {
  id: number;
  keepNo: string;
  vehicleId: number;
  regName: string;
  type: string;
  /** Not later than the maintenance end. */
  warrantyDeliveryTime: EpochMs;
  maintenanceEndTime: EpochMs;
  /** km. */
  mileageAtMaintenance: number | null;
  mileageCycle: number | null;
  timeCycle: number | null;
  timeCycleUnit: 'month' | 'day';
  /** Yuan, up to 8 integer digits and 2 decimals. */
  amount: number;
  extraItems: string[];
  plant: string;
  senderName: string;
  reason: string;
  state: MaintenanceState;
}
export type MaintenanceListRequest = TmsListRequest & { state?: MaintenanceState };
export type MaintenanceListResponse = Page<Maintenance>;
export type SaveMaintenanceRequest = SaveRequest<Maintenance, 'regName' | 'state'>;

export interface Repair {
  id: number;
  repNo: string;
  vehicleId: number;
  regName: string;
  repairTime: EpochMs;
  plant: string;
  reason: string;
  amount: number;
  state: MaintenanceState;
}
export type RepairListResponse = Page<Repair>;
export type SaveRepairRequest = SaveRequest<Repair, 'regName'>;

// ── Insurance and certificates ────────────────────────────────────────────────────────────────────────────────

export type InsuranceType = 'compulsory' | 'commercial' | 'carrierLiability';

/** An insurance policy; periods of the same object and type must not overlap. */
export interface InsurancePolicy {
  InsuranceId: number;
  /** Insured object: a vehicle or a trailer. */
  objectKind: 'vehicle' | 'trailer';
  objectId: number;
  objectName: string;
  type: InsuranceType;
  policyNumber: string;
  startDate: DateText;
  endDate: DateText;
  premium: number;
  insuranceAmount: number | null;
  deductible: number | null;
  company: string;
  insuredPersons: { name: string; idNumber: string }[];
  area: string;
  vehicleAndVesselTax: number | null;
  /** JPG, PNG or BMP, at most 10 MB each. */
  imageUrls: string[];
  state: FeeState;
}
export type InsuranceListResponse = Page<InsurancePolicy>;
export type SaveInsuranceRequest = Omit<InsurancePolicy, 'InsuranceId' | 'objectName' | 'state'> & {
  InsuranceId?: number;
};

export interface Certificate {
  id: number;
  objectKind: 'vehicle' | 'driver';
  objectId: number;
  objectName: string;
  type: string;
  /** No special or Chinese characters. */
  number: string;
  fileNumber: string;
  startDate: DateText;
  /** After the start. */
  expiryDate: DateText;
  /** Positive, up to 8 integer digits and 2 decimals. */
  fee: number | null;
  processingDate: DateText | null;
  driverId: number | null;
  updates: { time: EpochMs; operatorName: string; note: string }[];
  state: FeeState;
}
export type CertificateListResponse = Page<Certificate>;
export type SaveCertificateRequest = SaveRequest<Certificate, 'objectName' | 'updates' | 'state'>;

// ── Tyres, fuel cards, refuels ────────────────────────────────────────────────────────────────────────────────

export interface Tire {
  id: number;
  vehicleId: number;
  regName: string;
  /** Axle and wheel position, e.g. `2L1`. */
  position: string;
  axles: number;
  brand: string;
  model: string;
  unitPrice: number;
  changeTime: EpochMs;
  /** km a new tyre may run; the change reminder fires when the remainder reaches the threshold. */
  newTireMileageLimit: number;
  mileageSinceChange: number;
  state: TireState;
}
export type TireListResponse = Page<Tire>;
export type SaveTireRequest = SaveRequest<Tire, 'regName' | 'mileageSinceChange' | 'state'>;

export interface FuelCard {
  id: number;
  sellingCompany: string;
  cardNumber: string;
  accountNumber: string;
  cardholder: string;
  kind: 'master' | 'sub';
  departmentId: number;
  state: FuelCardState;
}
export type FuelCardListResponse = Page<FuelCard>;
export type SaveFuelCardRequest = SaveRequest<FuelCard, 'state'>;
/** gasCard stop. */
export interface StopFuelCardRequest {
  id: number;
}

export interface Refuel {
  id: number;
  vehicleId: number;
  regName: string;
  time: EpochMs;
  fuelType: FuelType;
  litres: number;
  amount: number;
  fuelCardId: number | null;
  /** km on the odometer. */
  odometer: number | null;
}
export type RefuelListResponse = Page<Refuel>;
export type SaveRefuelRequest = SaveRequest<Refuel, 'regName'>;

// ── Accidents, taxes, checks, other costs ─────────────────────────────────────────────────────────────────────

export interface Accident {
  id: number;
  vehicleId: number;
  regName: string;
  driverId: number | null;
  time: EpochMs;
  /** At most 32 characters. */
  place: string;
  description: string;
  loss: number | null;
}
export type AccidentListResponse = Page<Accident>;
export type SaveAccidentRequest = SaveRequest<Accident, 'regName'>;

/** A cost row shared by vehicle tax (carShipTax), police check (checkVehicle) and other costs (carOtherCost). */
export interface VehicleFee {
  id: number;
  kind: 'shipTax' | 'checkVehicle' | 'other';
  vehicleId: number;
  regName: string;
  item: string;
  amount: number;
  payDate: DateText;
  expiryDate: DateText | null;
  remark: string;
  state: FeeState;
}
export type VehicleFeeListRequest = TmsListRequest & { kind: VehicleFee['kind'] };
export type VehicleFeeListResponse = Page<VehicleFee>;
export type SaveVehicleFeeRequest = SaveRequest<VehicleFee, 'regName' | 'state'>;

/** Vehicle cost analysis: totals by category over at most 12 months. */
export interface VehicleCostRow {
  vehicleId: number;
  regName: string;
  byCategory: Record<string, number>;
  total: number;
}

// ── Reimbursement ─────────────────────────────────────────────────────────────────────────────────────────────

export interface Reimbursement {
  id: number;
  number: string;
  /** Not after today. */
  time: EpochMs;
  applicantName: string;
  reviewerName: string;
  /** Yuan by cost category (fuel, toll, repair, …). */
  amounts: Record<string, number>;
  description: string;
}
export type ReimbursementListResponse = Page<Reimbursement>;
export type SaveReimbursementRequest = SaveRequest<Reimbursement>;
