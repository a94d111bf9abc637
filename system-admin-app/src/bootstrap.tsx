import { startHarness } from '@madoguchi/shared/harness';
import Area from './Area';

// Standalone page for this area's team; the composed app loads ./Area through the shell instead.
void startHarness({
  label: 'システム管理画面',
  pattern: '/systemAdmin/*',
  home: () => '/systemAdmin/tenants',
  Area,
});
