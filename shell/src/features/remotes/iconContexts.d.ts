// The icons' context module, imported by its path (an alias in tools/webpack/createAppConfig.cjs): the
// package's exports map hides it from TypeScript, and the shell only hands it to the remotes.
declare module '@fluentui/react-icons/lib/contexts/index.js' {
  const contexts: Record<string, unknown>;
  export = contexts;
}
