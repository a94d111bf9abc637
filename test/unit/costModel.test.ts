/** @jest-environment node */
// The benchmark's cost model (scripts/bench/web/costModel.mjs): a day and a month of reads from the
// reads measured per page view.
import { PRICE, USAGE, costModel } from '../../scripts/bench/web/costModel.mjs';

const page = (account: string, total: number, server?: number) => ({ account, reads: { total, byCollection: {}, ...(server !== undefined && { server }) } });

describe('costModel', () => {
  it("averages each role's pages of the volume tenant, server reads included, and prices a month", () => {
    const model = costModel([
      page('bench-user@example.com', 10),
      page('bench-user@example.com', 30),
      page('user@a.example.com', 1000), // a demo account: not in the model
      page('bench-admin@example.com', 40, 20),
      page('bench-admin@example.com', 20),
    ]);
    expect(model).not.toBeNull();
    expect(model!.employeeView).toBe(20);
    expect(model!.adminView).toBe(40);
    expect(model!.employeeDay).toBe(20 * USAGE.employeeViews);
    expect(model!.adminDay).toBe(40 * USAGE.adminViews);
    const month = (USAGE.employees * 20 * USAGE.employeeViews + USAGE.admins * 40 * USAGE.adminViews) * USAGE.daysPerMonth;
    expect(model!.monthReads).toBe(month);
    expect(model!.monthUsd).toBeCloseTo((month / 100_000) * PRICE.usdPer100kReads, 10);
  });

  it('gives nothing when a role has no page measured', () => {
    expect(costModel([page('bench-user@example.com', 10)])).toBeNull();
  });
});
