const { createAreaConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAreaConfig({ appDir: __dirname, name: 'user_app', port: 9001, harnessTitle: 'ユーザー画面' });
