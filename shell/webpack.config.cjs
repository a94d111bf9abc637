const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({ appDir: __dirname, name: 'shell', port: 9000 });
