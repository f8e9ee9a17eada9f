export declare function machineCpuSeconds(): { busy: number; all: number };
export declare function childrenCpuSeconds(): number;
export declare function processGroupCpuSeconds(pgid: number): number;
export declare function timedCommand(command: string, file: string): string;
export declare function readTimes(file: string): number;
