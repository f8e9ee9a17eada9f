export declare function referencePaths(cwd?: string): string[];
export declare function colourType(path: string): number | null;
export declare function unoptimized(paths: string[]): string[];
