export declare const DEFAULT_PORTAL_PORT: number;
export declare const DEFAULT_SANDBOX_PORT: number;
export declare const DEFAULT_KEYCLOAK_PORT: number;
export declare function startEnv(
  env: NodeJS.ProcessEnv,
  portalFileEnv?: Record<string, string | undefined>,
): {
  portalPort: number;
  sandboxPort: number;
  portalUrl: string;
  sandboxUrl: string;
  sandboxEnv: Record<string, string>;
  portalEnv: Record<string, string>;
};
export declare function keycloakStartEnv(
  env: NodeJS.ProcessEnv,
  portalFileEnv?: Record<string, string | undefined>,
): ReturnType<typeof startEnv> & {
  keycloakPort: number;
  keycloakManagementPort: number;
  keycloakUrl: string;
  portalOrigin: string;
};
