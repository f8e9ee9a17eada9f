export declare function selectedProjects(argv: readonly string[]): RegExp[];
