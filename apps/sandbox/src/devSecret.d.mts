export declare const DEV_AUTH_API_SECRET: string;
