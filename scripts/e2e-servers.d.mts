export interface E2ePorts {
  sandbox: number;
  portal: number;
  outDir: string;
  devPortal: number;
  devSandbox: number;
  nginx: number;
  keycloak: number;
  kcSandbox: number;
  kcPortal: number;
}
export interface E2eServer {
  name: string;
  command: string;
  url: string;
  env: Record<string, string>;
  timeout: number;
  ignoreHTTPSErrors?: boolean;
  stdout?: 'pipe' | 'ignore';
  gracefulShutdown?: { signal: 'SIGTERM'; timeout: number };
  sharedBuild?: string;
}
export declare function e2ePorts(env: Record<string, string | undefined>): E2ePorts;
export declare function e2eServers(
  env: Record<string, string | undefined>,
  runs: (...projects: string[]) => boolean,
): E2eServer[];
