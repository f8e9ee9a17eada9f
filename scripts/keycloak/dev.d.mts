export declare const DEV_AUTH_API_SECRET: string;
export declare const DEV_ADMIN: { readonly username: string; readonly password: string };
