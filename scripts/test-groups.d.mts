export declare const GROUPS: Record<
  'lint' | 'typecheck' | 'unit' | 'portal' | 'stories' | 'package' | 'keycloak' | 'e2e',
  string[]
>;
export declare const PACKAGE_TESTS: string[];
export declare const UNIT_ROOTS: string[];
