export declare function referencePaths(cwd?: string): string[];
export declare function colourType(path: string): number | null;
export declare function unoptimized(paths: string[]): string[];
/** What the visual tests tolerate (checked equal to packages/ui/src/testing/visual.ts). */
export declare const COMPARISON: { threshold: number; allowedMismatchedPixelRatio: number };
export declare function quantizationFits(
  originalBytes: Buffer,
  quantizedBytes: Buffer,
): { fits: boolean; worst: number; moved: number };
export declare function optimizeOne(path: string, scratch: string): Promise<'palette' | 'lossless'>;
