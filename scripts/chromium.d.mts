export declare const DEFAULT_CHROME_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare class ChromiumNotFoundError extends Error {
  constructor(path: string, fromEnv: boolean);
}
export declare function chromiumPath(env?: NodeJS.ProcessEnv): string;
export declare function chromiumLaunchOptions(env?: NodeJS.ProcessEnv): {
  executablePath: string;
  args: string[];
};
export declare function chromiumLaunchOptionsOrExit(env?: NodeJS.ProcessEnv): {
  executablePath: string;
  args: string[];
};
