const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'system_admin_app',
  port: 9003,
  exposes: { './Area': './src/Area.tsx' },
});
