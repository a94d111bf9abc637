// Types of costModel.mjs for its test.
export interface ReadPage {
  account: string;
  reads: { total: number; server?: number };
}

export interface CostModel {
  employeeView: number;
  adminView: number;
  employeeDay: number;
  adminDay: number;
  monthReads: number;
  monthUsd: number;
}

export const PRICE: { usdPer100kReads: number; region: string; listedOn: string };
export const USAGE: { employeeViews: number; adminViews: number; employees: number; admins: number; daysPerMonth: number };
export const COST_DEFINITION: string;
export function costModel(readPages: ReadPage[]): CostModel | null;
