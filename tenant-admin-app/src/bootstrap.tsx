import { startHarness } from '@madoguchi/shared/harness';
import Area from './Area';

// Standalone page for this area's team; the composed app loads ./Area through the shell instead.
void startHarness({
  label: 'テナント管理画面',
  pattern: '/tenants/:tenantId/admin/*',
  home: (tenantId) => (tenantId ? `/tenants/${tenantId}/admin` : null),
  Area,
});
