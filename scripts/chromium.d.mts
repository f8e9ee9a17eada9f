export declare const DEFAULT_CHROME_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare class ChromiumNotFoundError extends Error {
  constructor(path: string, fromEnv: boolean, variable?: string);
}
export declare function chromiumPath(env?: NodeJS.ProcessEnv): string;
export declare function chromiumLaunchOptions(env?: NodeJS.ProcessEnv): {
  executablePath: string;
  args: string[];
};
export declare const DEFAULT_HEADLESS_SHELL_PATH: string;
export declare function e2eBrowserPath(env?: NodeJS.ProcessEnv): string;
export declare function e2eLaunchOptions(env?: NodeJS.ProcessEnv): {
  executablePath: string;
  args: string[];
};
export declare function chromiumLaunchOptionsOrExit(
  env?: NodeJS.ProcessEnv,
  launchOptions?: (env?: NodeJS.ProcessEnv) => { executablePath: string; args: string[] },
): {
  executablePath: string;
  args: string[];
};
