export function writeCompressed(file: string, content: Buffer | string, firstLoad?: boolean): void;
export function pageModules(portalDir: string): Map<string, string>;
