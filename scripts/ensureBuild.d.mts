export declare const isBuildStale: () => boolean;
export declare const ensureBuild: () => boolean;
