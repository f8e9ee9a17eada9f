export declare function reportFile(portalPort: number | string): string;
export declare function flakyTests(file: string): { name: string; error: string }[];
