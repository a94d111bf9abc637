// What a day of use costs in Firestore reads, from the reads measured per page view (issue 23):
// an employee's and an admin's day, and a month of 1,000 employees at the list price of asia-northeast1.

/**
 * Firestore Standard edition, asia-northeast1 (Tokyo), as Google's pricing page listed it on
 * 2025-07-09: document reads USD 0.038 per 100,000. The free quota (50,000 reads a day) is per project,
 * shared by every tenant, so it is left out.
 */
export const PRICE = { usdPer100kReads: 0.038, region: 'asia-northeast1', listedOn: '2025-07-09' };

/** Assumptions of the model: page views a day, admins per 1,000 employees, days a month. */
export const USAGE = { employeeViews: 5, adminViews: 150, employees: 1000, admins: 20, daysPerMonth: 30 };

const ROLE_OF_ACCOUNT = { 'bench-user@example.com': 'employee', 'bench-admin@example.com': 'admin' };

const mean = (values) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/**
 * Reads per page view of each role: the mean over the measured pages of the volume tenant that role
 * opens (browser and server reads), then a day and a month. Null where a role has no page measured.
 */
export function costModel(readPages) {
  const perView = (role) =>
    mean(readPages.filter((page) => ROLE_OF_ACCOUNT[page.account] === role).map((page) => page.reads.total + (page.reads.server ?? 0)));
  const employeeView = perView('employee');
  const adminView = perView('admin');
  if (employeeView === null || adminView === null) return null;
  const employeeDay = employeeView * USAGE.employeeViews;
  const adminDay = adminView * USAGE.adminViews;
  const monthReads = (USAGE.employees * employeeDay + USAGE.admins * adminDay) * USAGE.daysPerMonth;
  return {
    employeeView,
    adminView,
    employeeDay,
    adminDay,
    monthReads,
    monthUsd: (monthReads / 100_000) * PRICE.usdPer100kReads,
  };
}

export const COST_DEFINITION =
  `reads per view: mean of the measured pages of the volume tenant per role (employee: bench-user, admin: bench-admin; browser + server reads). ` +
  `A day: employee ${USAGE.employeeViews} page views, admin ${USAGE.adminViews}. A month: ${USAGE.employees.toLocaleString('en')} employees and ${USAGE.admins} admins, ` +
  `${USAGE.daysPerMonth} days, at USD ${PRICE.usdPer100kReads} per 100,000 reads (Firestore Standard, ${PRICE.region}, list price of ${PRICE.listedOn}; ` +
  `the free 50,000 reads a day are per project and left out)`;
