const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'user_app',
  port: 9001,
  exposes: { './Area': './src/Area.tsx' },
});
