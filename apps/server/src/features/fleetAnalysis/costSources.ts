import type { CostCategory } from '@roadwatch/core';

/**
 * Where a vehicle's money is kept: each fleet-administration record table that holds an amount for a vehicle, the
 * column of the day (or time) the amount counts on, the amount's column in fen and its cost category, and the free
 * text columns that say what the record was (joined with " · " where shown). The cost analysis and the vehicle
 * ledger both read this one list. Reimbursements belong to a department, not a vehicle, and are not here.
 */
export interface CostSource {
  /** Names the source in row ids; never changes once used. */
  key: string;
  table: string;
  at: string;
  fen: string;
  category: CostCategory;
  notes: readonly string[];
  /** The record's litres put in (refuellings only). */
  litres?: string;
}

export const COST_SOURCES: readonly CostSource[] = [
  {
    key: 'refuel',
    table: 'refuels',
    at: 'refuel_time',
    fen: 'amount_fen',
    category: 'refuel',
    notes: ['station', 'remark'],
    litres: 'litres',
  },
  {
    key: 'repair',
    table: 'repair_records',
    at: 'repair_day',
    fen: 'amount_fen',
    category: 'repair',
    notes: ['plant', 'items'],
  },
  // A maintenance is paid when the vehicle is handed back.
  {
    key: 'maintenance',
    table: 'maintenance_records',
    at: 'end_day',
    fen: 'amount_fen',
    category: 'maintenance',
    notes: ['plant', 'extra_items'],
  },
  {
    key: 'tyre',
    table: 'tyre_records',
    at: 'change_day',
    fen: 'unit_price_fen',
    category: 'tyre',
    notes: ['brand', 'model'],
  },
  {
    key: 'insurance',
    table: 'insurance_policies',
    at: 'start_day',
    fen: 'premium_fen',
    category: 'insurance',
    notes: ['insurer', 'policy_no'],
  },
  {
    key: 'fee',
    table: 'vehicle_fees',
    at: 'paid_day',
    fen: 'amount_fen',
    category: 'fees',
    notes: ['remark'],
  },
  {
    key: 'policeCheck',
    table: 'police_check_records',
    at: 'cost_day',
    fen: 'amount_fen',
    category: 'fees',
    notes: ['item', 'remark'],
  },
  {
    key: 'certificate',
    table: 'vehicle_certificates',
    at: 'start_day',
    fen: 'fee_fen',
    category: 'fees',
    notes: ['certificate_no', 'authority'],
  },
  {
    key: 'accident',
    table: 'accident_records',
    at: 'accident_time',
    fen: 'loss_fen',
    category: 'accident',
    notes: ['place', 'description'],
  },
  {
    key: 'other',
    table: 'other_cost_records',
    at: 'cost_day',
    fen: 'amount_fen',
    category: 'other',
    notes: ['item', 'remark'],
  },
];
