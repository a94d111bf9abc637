declare const __SHELL_SINGLETONS__: Record<string, string>;

/** The versions of the guarded singletons this shell was built with (set at build time by webpack). */
export const SHELL_SINGLETONS: Readonly<Record<string, string>> = __SHELL_SINGLETONS__;
