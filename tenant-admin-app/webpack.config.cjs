const { createAreaConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAreaConfig({ appDir: __dirname, name: 'tenant_admin_app', port: 9002, harnessTitle: 'テナント管理画面' });
