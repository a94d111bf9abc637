const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tenant_admin_app',
  port: 9002,
  exposes: { './Area': './src/Area.tsx' },
});
