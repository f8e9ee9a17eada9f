export declare const nginxAvailable: boolean;
