const { createAreaConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAreaConfig({ appDir: __dirname, name: 'system_admin_app', port: 9003, harnessTitle: 'システム管理画面' });
