import { startHarness } from '@madoguchi/shared/harness';
import Area from './Area';

// Standalone page for this area's team; the composed app loads ./Area through the shell instead.
void startHarness({
  label: 'ユーザー画面',
  pattern: '/tenants/:tenantId/*',
  home: (tenantId) => (tenantId ? `/tenants/${tenantId}` : null),
  Area,
});
