export declare const INTERNAL_IMPORTS: readonly { regex: string; message: string }[];
export declare const FRAMEWORK_FOLDERS: readonly string[];
