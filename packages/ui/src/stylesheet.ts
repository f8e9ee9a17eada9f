// The type declaration of the stylesheets (`@admission/ui/styles.css`, `styles.layer.css`,
// `reset.css`): the `types` condition of their exports points at its build, dist/stylesheet.d.ts.
// A side-effect import of a module without one does not compile under TypeScript 7 (TS2882: its
// --noUncheckedSideEffectImports is on by default). No exports: a stylesheet is imported for its rules.
export {};
